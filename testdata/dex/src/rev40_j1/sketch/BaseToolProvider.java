package com.pillpoint.tools;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import com.pillpoint.util.Tokens;
import java.util.concurrent.ConcurrentHashMap;

/** Template for PillPoint's tool providers: caller check, session and deadline, then handle(). */
public abstract class BaseToolProvider extends ContentProvider {
    private static final byte[] PARTNER_CERT = {0x3f, 0x11, 0x5a, 0x70, 0x09, 0x2c};

    protected final ResumeStore resumes = new ResumeStore();
    private final ConcurrentHashMap<String, Integer> sessions = new ConcurrentHashMap<>();

    @Override
    public final Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        String pkg = getCallingPackage();
        if (!isPartner(uid)) {
            return error("PERMISSION_DENIED", "not a PillPoint partner");
        }
        Bundle req = extras != null ? extras : Bundle.EMPTY;
        switch (method) {
            case "negotiate":
                return negotiated(uid);
            case "list_tools":
                if (!sessionValid(req, uid)) return error("NEGOTIATION_REQUIRED", "negotiate first");
                return ok(toolsJson());
            case "execute_tool":
                if (!sessionValid(req, uid)) return error("NEGOTIATION_REQUIRED", "negotiate first");
                if (req.getLong("deadline_at_ms") <= System.currentTimeMillis()) {
                    return error("DEADLINE_EXCEEDED", "deadline passed");
                }
                Request r = new Request.Builder()
                        .uid(uid)
                        .pkg(pkg)
                        .tool(req.getString("tool_name"))
                        .args(req.getString("args"))
                        .resumeToken(req.getString("resume_token"))
                        .build();
                return handle(r);
            default:
                return error("METHOD_NOT_FOUND", "unknown method");
        }
    }

    protected abstract Bundle handle(Request r);

    protected abstract String toolsJson();

    private boolean isPartner(int uid) {
        PackageManager pm = getContext().getPackageManager();
        return pm.hasSigningCertificate(uid, PARTNER_CERT, PackageManager.CERT_INPUT_SHA256);
    }

    private Bundle negotiated(int uid) {
        String token = Tokens.next();
        sessions.put(token, uid);
        Bundle b = ok("{\"selected_version\":2}");
        b.putString("session_token", token);
        return b;
    }

    private boolean sessionValid(Bundle req, int uid) {
        String token = req.getString("session_token");
        if (token == null) return false;
        Integer owner = sessions.get(token);
        return owner != null && owner == uid;
    }

    protected Bundle ok(String json) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", 2);
        b.putString("data", "{\"kind\":\"inline\",\"value\":" + json + "}");
        return b;
    }

    protected Bundle file(ParcelFileDescriptor fd, long size) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", 2);
        b.putString("data", "{\"kind\":\"file\",\"media_type\":\"text/plain\",\"size_bytes\":" + size + "}");
        b.putParcelable("result_fd", fd);
        return b;
    }

    protected static Bundle error(String code, String message) {
        Bundle b = new Bundle();
        b.putString("status", "error");
        b.putString("error_code", code);
        b.putString("error_message", message);
        b.putBoolean("retryable", false);
        b.putInt("protocol_version", 2);
        return b;
    }

    protected Bundle needsUser(PendingIntent pi, String resumeToken) {
        Bundle b = error("USER_ACTION_REQUIRED", "confirm in PillPoint");
        b.putParcelable("resolution", pi);
        b.putString("resume_token", resumeToken);
        return b;
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
