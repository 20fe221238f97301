package com.darkroom.prints;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import com.darkroom.core.Replies;
import com.darkroom.core.Sheets;
import com.darkroom.net.ClubClient;
import java.io.File;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONObject;

/** DarkRoom's print-queue tools: proofs, contact sheets, finished prints, print orders. */
public class PrintProvider extends ContentProvider {
    static final String TAG = "DarkRoom";
    static final String TOOLS = "{\"revision\":\"prints-3\",\"tools\":[]}";
    static final String CLUB_AGENT = "org.photoclub.agent";

    private final Random rng = new Random();
    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();

    @Override
    public boolean onCreate() {
        return true;
    }

    boolean allowed(int uid) {
        PackageManager pm = getContext().getPackageManager();
        String[] pkgs = pm.getPackagesForUid(uid);
        if (pkgs == null) {
            return false;
        }
        return CLUB_AGENT.equals(pkgs[0]);
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!allowed(uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        Bundle req = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            String token = Long.toHexString(rng.nextLong());
            sessions.put(token, uid);
            Bundle b = Replies.ok("{\"selected_version\":2}");
            b.putString("session_token", token);
            return b;
        }
        if (!sessions.containsKey(req.getString("session_token", ""))) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        }
        if ("list_tools".equals(method)) {
            return Replies.ok(TOOLS);
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        try {
            JSONObject args = new JSONObject(req.getString("args", "{}"));
            return execute(req.getString("tool_name", ""), args);
        } catch (Exception e) {
            return Replies.error("INTERNAL_ERROR", e.getMessage());
        }
    }

    Bundle execute(String tool, JSONObject args) throws Exception {
        File files = getContext().getFilesDir();
        if ("export_proof".equals(tool)) {
            File proof = new File(getContext().getCacheDir(), "proof.pdf");
            ParcelFileDescriptor pfd = ParcelFileDescriptor.open(proof,
                    ParcelFileDescriptor.MODE_READ_WRITE | ParcelFileDescriptor.MODE_CREATE);
            Bundle b = Replies.ok(Replies.fileData("application/pdf", proof.length()));
            b.putParcelable("result_fd", pfd);
            return b;
        }
        if ("contact_sheet".equals(tool)) {
            File roll = new File(files, "rolls");
            ParcelFileDescriptor[] pipe = ParcelFileDescriptor.createPipe();
            ParcelFileDescriptor writeEnd = pipe[1];
            new Thread(() -> {
                int member = Binder.getCallingUid();
                try (OutputStream out = new ParcelFileDescriptor.AutoCloseOutputStream(writeEnd)) {
                    Sheets.render(roll, member, out);
                } catch (IOException e) {
                    Log.w(TAG, "contact sheet failed", e);
                }
            }, "contact-sheet").start();
            Bundle b = Replies.ok(Replies.fileData("text/plain", -1L));
            b.putParcelable("result_fd", writeEnd);
            return b;
        }
        if ("fetch_print".equals(tool)) {
            File print = new File(new File(files, "prints"), args.getString("name"));
            ParcelFileDescriptor pfd = ParcelFileDescriptor.open(print, ParcelFileDescriptor.MODE_READ_ONLY);
            Bundle b = Replies.ok(Replies.fileData("image/jpeg", print.length()));
            b.putParcelable("result_fd", pfd);
            return b;
        }
        if ("submit_print".equals(tool)) {
            int code = ClubClient.forContext(getContext()).submit(args.toString());
            return Replies.ok(new StringBuilder("{\"http\":").append(code).append('}').toString());
        }
        return Replies.error("TOOL_NOT_FOUND", "unknown tool");
    }

    @Override
    public ParcelFileDescriptor openFile(Uri uri, String mode) throws FileNotFoundException {
        if (!allowed(Binder.getCallingUid())) {
            throw new SecurityException("caller not allowed");
        }
        File queue = new File(getContext().getFilesDir(), "queue.pdf");
        return ParcelFileDescriptor.open(queue, ParcelFileDescriptor.parseMode(mode));
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        return null;
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        return null;
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        return 0;
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        return 0;
    }
}
