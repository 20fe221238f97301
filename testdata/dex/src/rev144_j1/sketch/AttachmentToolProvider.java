package com.ferncastle.media;

import android.content.Context;
import android.content.Intent;
import android.content.pm.PackageInfo;
import android.content.pm.PackageManager;
import android.net.Uri;
import android.os.ParcelFileDescriptor;
import com.ferncastle.cetp.Interceptors;
import com.ferncastle.cetp.ResumeBook;
import com.ferncastle.cetp.ToolHost;
import com.ferncastle.data.JournalDb;
import com.ferncastle.plugin.Invocation;
import com.ferncastle.plugin.Registry;
import com.ferncastle.ui.ConfirmActivity;
import java.io.File;
import java.io.FileNotFoundException;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * The journal's attachments as CETP v2 tools (authority com.ferncastle.media), and their files by content URI for
 * the app's own screens and share sheets.
 */
public final class AttachmentToolProvider extends ToolHost {
    static final String AUTHORITY = "com.ferncastle.media";
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
            screen.setClass(ctx, ConfirmActivity.class);
            screen.putExtra(ConfirmActivity.EXTRA_KEY, key);
            return screen;
        });
        Registry tools = Registry.forAuthority(AUTHORITY, kit);
        install(tools, sessions, Arrays.asList(
                new Interceptors.Audit(db, providerId()),
                new Interceptors.Auth(this::admit),
                new Interceptors.RateLimit(inv -> {
                    String tool = inv.extras.getString("tool_name");
                    return "uid:" + inv.uid + "/" + tool;
                }, 20),
                new Interceptors.Deadline(workers),
                new Interceptors.Dedup(tools, db, providerId())));
        return true;
    }

    /** Only the ClawSeed assistant, alone in its UID, signed with its own certificate. */
    boolean admit(int uid) {
        PackageManager pm = getContext().getPackageManager();
        String[] packages = pm.getPackagesForUid(uid);
        if (packages == null || packages.length != 1) {
            return false;
        }
        String caller = packages[0];
        if (!ASSISTANTS.contains(caller)) {
            return false;
        }
        try {
            PackageInfo info = pm.getPackageInfo(caller, PackageManager.GET_SIGNATURES);
            if (info.signatures == null || info.signatures.length == 0) {
                return false;
            }
            byte[] cert = Invocation.sha256(info.signatures[0].toByteArray());
            return MessageDigest.isEqual(cert, unhex(ASSISTANT_CERT));
        } catch (PackageManager.NameNotFoundException e) {
            return false;
        }
    }

    /** content://com.ferncastle.media/attachments/{id}, read-only. */
    @Override
    public ParcelFileDescriptor openFile(Uri uri, String mode) throws FileNotFoundException {
        long id;
        try {
            id = Long.parseLong(uri.getLastPathSegment());
        } catch (NumberFormatException e) {
            throw new FileNotFoundException(uri.toString());
        }
        File blob = AttachmentTools.blobFor(getContext(), JournalDb.get(getContext()), id);
        if (blob == null || !"r".equals(mode)) {
            throw new FileNotFoundException(uri.toString());
        }
        return ParcelFileDescriptor.open(blob, ParcelFileDescriptor.MODE_READ_ONLY);
    }

    @Override
    protected String providerId() {
        return AUTHORITY;
    }

    @Override
    protected String providerName() {
        return "Ferncastle Attachments";
    }

    @Override
    protected String description() {
        return "List, export, rename and delete the photos, audio notes and scans of your Ferncastle journal";
    }

    @Override
    protected String revision() {
        return "attachment-tools-4";
    }

    @Override
    protected JSONArray scopes() throws JSONException {
        return new JSONArray()
                .put(new JSONObject().put("name", "attachments.read").put("title", "See and export attachments")
                        .put("access", "read").put("sensitivity", "personal"))
                .put(new JSONObject().put("name", "attachments.write").put("title", "Rename and delete attachments")
                        .put("access", "write").put("sensitivity", "personal"));
    }
}
