package com.ferncastle.journal;

import android.content.Context;
import android.content.Intent;
import android.content.pm.PackageManager;
import android.net.Uri;
import android.os.Binder;
import android.os.Build;
import android.os.ParcelFileDescriptor;
import com.ferncastle.cetp.Interceptors;
import com.ferncastle.cetp.ResumeBook;
import com.ferncastle.cetp.ToolHost;
import com.ferncastle.data.JournalDb;
import com.ferncastle.plugin.Registry;
import com.ferncastle.ui.ConfirmActivity;
import java.io.FileNotFoundException;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Journal entries as CETP v2 tools (authority com.ferncastle.journal), and the archive file for admitted apps. */
public final class JournalToolProvider extends ToolHost {
    static final String AUTHORITY = "com.ferncastle.journal";
    private static final Set<String> ASSISTANTS =
            new HashSet<>(Arrays.asList("com.clawseed.assistant", "com.clawseed.assistant.beta"));
    /** SHA-256 of the ClawSeed assistant's signing certificate. */
    private static final String ASSISTANT_CERT = "3b9e0d71c4a85f26e1d07b4c9a3f58e2d6c1b0a94f7e3d25c8b1a6f09e4d7c3a";

    private final ExecutorService workers = Executors.newFixedThreadPool(2);

    @Override
    public boolean onCreate() {
        Context ctx = getContext();
        JournalDb db = JournalDb.get(ctx);
        Sessions sessions = new Sessions();
        Registry.Kit kit = new Registry.Kit(ctx, db, ResumeBook.shared(), sessions, key -> {
            Intent screen = new Intent(ConfirmActivity.ACTION_CONFIRM);
            screen.setPackage(ctx.getPackageName());
            screen.putExtra(ConfirmActivity.EXTRA_KEY, key);
            return screen;
        });
        Registry tools = Registry.forAuthority(AUTHORITY, kit);
        install(tools, sessions, Arrays.asList(
                new Interceptors.Audit(db, providerId()),
                new Interceptors.Auth(this::admit),
                new Interceptors.Session(sessions),
                new Interceptors.RateLimit(inv -> {
                    String consumer = inv.extras.getString("calling_package");
                    return consumer != null ? consumer : "uid:" + inv.uid;
                }, 30),
                new Interceptors.Deadline(workers),
                new Interceptors.Dedup(tools, db, providerId())));
        return true;
    }

    /** Only the ClawSeed assistant, signed with its own certificate. */
    boolean admit(int uid) {
        PackageManager pm = getContext().getPackageManager();
        String[] packages = pm.getPackagesForUid(uid);
        if (packages == null || packages.length == 0) {
            return false;
        }
        String caller = packages[0];
        if (!ASSISTANTS.contains(caller) || Build.VERSION.SDK_INT < 28) {
            return false;
        }
        return pm.hasSigningCertificate(caller, unhex(ASSISTANT_CERT), PackageManager.CERT_INPUT_SHA256);
    }

    /** content://com.ferncastle.journal/archive, read-only. */
    @Override
    public ParcelFileDescriptor openFile(Uri uri, String mode) throws FileNotFoundException {
        if (!admit(Binder.getCallingUid())) {
            throw new SecurityException("This app may not read the Ferncastle archive");
        }
        if (!"r".equals(mode) || !"/archive".equals(uri.getPath())) {
            throw new FileNotFoundException(uri.toString());
        }
        return ParcelFileDescriptor.open(Op.archiveFile(getContext()), ParcelFileDescriptor.MODE_READ_ONLY);
    }

    @Override
    protected String providerId() {
        return AUTHORITY;
    }

    @Override
    protected String providerName() {
        return "Ferncastle Journal";
    }

    @Override
    protected String description() {
        return "Read, search, archive and delete the entries of your Ferncastle journal";
    }

    @Override
    protected String revision() {
        return "journal-tools-7";
    }

    @Override
    protected JSONArray scopes() throws JSONException {
        return new JSONArray()
                .put(scope("journal.read", "Read journal entries", "read"))
                .put(scope("journal.write", "Archive and delete journal entries", "write"));
    }

    static JSONObject scope(String name, String title, String access) throws JSONException {
        return new JSONObject()
                .put("name", name)
                .put("title", title)
                .put("description", title)
                .put("access", access)
                .put("sensitivity", "personal");
    }
}
