package com.darkroom.gallery;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Base64;
import android.util.Log;
import com.darkroom.core.Replies;
import com.darkroom.core.Sheets;
import com.darkroom.core.Tokens;
import com.darkroom.net.ClubClient;
import java.io.File;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONObject;

/** DarkRoom's gallery tools: members' photos, album strips, print orders. */
public class GalleryProvider extends ContentProvider {
    static final String TAG = "DarkRoom";
    static final String TOOLS = "{\"revision\":\"gallery-2\",\"tools\":[]}";
    static final byte[] CLUB_CERT = Base64.decode("Zp3kQ8vT1sN6bR0yW4hJ7cL2xF9aM5dE1uK8oG3iB6Y=", Base64.DEFAULT);

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();

    @Override
    public boolean onCreate() {
        return true;
    }

    boolean trusted(int uid) {
        PackageManager pm = getContext().getPackageManager();
        String[] pkgs = pm.getPackagesForUid(uid);
        if (pkgs == null || pkgs.length != 1) {
            return false;
        }
        return pm.hasSigningCertificate(uid, CLUB_CERT, PackageManager.CERT_INPUT_SHA256);
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!trusted(uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        Bundle req = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            String token = Tokens.fresh();
            sessions.put(token, uid);
            Bundle b = Replies.ok("{\"selected_version\":2}");
            b.putString("session_token", token);
            return b;
        }
        Integer owner = sessions.get(req.getString("session_token", ""));
        if (owner == null || owner != uid) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        }
        if ("list_tools".equals(method)) {
            return Replies.ok(TOOLS);
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        if (req.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis()) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        try {
            JSONObject args = new JSONObject(req.getString("args", "{}"));
            return execute(req.getString("tool_name", ""), args, uid);
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return Replies.error("INTERNAL_ERROR", "the tool could not run");
        }
    }

    Bundle execute(String tool, JSONObject args, int uid) throws Exception {
        File files = getContext().getFilesDir();
        if ("open_photo".equals(tool)) {
            File base = new File(files, "photos");
            File photo = new File(base, args.getString("name"));
            if (!photo.getCanonicalPath().startsWith(base.getCanonicalPath().concat(File.separator))) {
                return Replies.error("INVALID_ARGUMENTS", "no such photo");
            }
            ParcelFileDescriptor pfd = ParcelFileDescriptor.open(photo, ParcelFileDescriptor.MODE_READ_ONLY);
            Bundle b = Replies.ok(Replies.fileData("image/jpeg", photo.length()));
            b.putParcelable("result_fd", pfd);
            return b;
        }
        if ("album_strip".equals(tool)) {
            File album = new File(files, "albums");
            ParcelFileDescriptor[] pipe = ParcelFileDescriptor.createReliablePipe();
            ParcelFileDescriptor writeEnd = pipe[1];
            new Thread(() -> {
                try (OutputStream out = new ParcelFileDescriptor.AutoCloseOutputStream(writeEnd)) {
                    Sheets.render(album, uid, out);
                } catch (IOException e) {
                    Log.w(TAG, "album strip failed", e);
                }
            }, "album-strip").start();
            Bundle b = Replies.ok(Replies.fileData("text/plain", -1L));
            b.putParcelable("result_fd", pipe[0]);
            return b;
        }
        if ("order_print".equals(tool)) {
            int code = ClubClient.forContext(getContext()).submit(args.toString());
            return Replies.ok(new StringBuilder("{\"http\":").append(code).append('}').toString());
        }
        return Replies.error("TOOL_NOT_FOUND", "unknown tool");
    }

    @Override
    public ParcelFileDescriptor openFile(Uri uri, String mode) throws FileNotFoundException {
        if (!trusted(Binder.getCallingUid())) {
            throw new SecurityException("caller not allowed");
        }
        File cover = new File(getContext().getFilesDir(), "cover.jpg");
        return ParcelFileDescriptor.open(cover, ParcelFileDescriptor.MODE_READ_ONLY);
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
