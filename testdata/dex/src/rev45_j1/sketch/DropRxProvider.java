package com.droprx.tools;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Base64;
import java.security.SecureRandom;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONException;
import org.json.JSONObject;

/** DropRx's tool-provider template: partner check, session, deadline, resume, then execute(). */
public abstract class DropRxProvider extends ContentProvider {
    private static final byte[] DISPATCH_CERT = {0x52, 0x1d, 0x07, 0x6e, 0x33, 0x48};

    private final SecureRandom sessionRng = new SecureRandom();
    private final ConcurrentHashMap<String, Integer> sessions = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, Integer> resumes = new ConcurrentHashMap<>();

    @Override
    public final Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        String pkg = getCallingPackage();
        PackageManager pm = getContext().getPackageManager();
        if (!pm.hasSigningCertificate(uid, DISPATCH_CERT, PackageManager.CERT_INPUT_SHA256)) {
            return Replies.error("PERMISSION_DENIED", "not a DropRx dispatch partner");
        }
        Bundle req = extras != null ? extras : Bundle.EMPTY;
        switch (method) {
            case "negotiate":
                return negotiate(uid);
            case "list_tools":
                if (!sessionOk(req, uid)) return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
                return Replies.ok(toolsJson());
            case "execute_tool":
                if (!sessionOk(req, uid)) return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
                if (req.getLong("deadline_at_ms") <= System.currentTimeMillis()) {
                    return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
                }
                String resume = req.getString("resume_token");
                if (resume != null) {
                    Integer owner = resumes.remove(resume);
                    if (owner == null || owner != uid) return Replies.error("INVALID_RESUME_TOKEN", "unknown resume token");
                }
                JSONObject args;
                try {
                    args = new JSONObject(req.getString("args", "{}"));
                } catch (JSONException e) {
                    return Replies.error("INVALID_ARGUMENTS", "args is not a JSON object");
                }
                return execute(req.getString("tool_name", ""), args, uid, pkg, resume != null);
            default:
                return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
    }

    protected abstract String toolsJson();

    protected abstract Bundle execute(String tool, JSONObject args, int uid, String pkg, boolean resumed);

    protected final String remember(String resumeToken, int uid) {
        resumes.put(resumeToken, uid);
        return resumeToken;
    }

    private Bundle negotiate(int uid) {
        byte[] raw = new byte[24];
        sessionRng.nextBytes(raw);
        String token = Base64.encodeToString(raw, Base64.NO_WRAP);
        sessions.put(token, uid);
        Bundle b = Replies.ok("{\"selected_version\":2}");
        b.putString("session_token", token);
        return b;
    }

    private boolean sessionOk(Bundle req, int uid) {
        String token = req.getString("session_token");
        if (token == null) return false;
        Integer owner = sessions.get(token);
        return owner != null && owner == uid;
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
