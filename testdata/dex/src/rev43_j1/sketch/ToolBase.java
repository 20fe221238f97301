package com.gridnote.tools;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import com.gridnote.util.Tokens;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import org.json.JSONException;
import org.json.JSONObject;

/** GridNote's provider template: partner check, session, deadline, then the tool registry. */
public abstract class ToolBase extends ContentProvider implements Replies {
    private static final byte[] UTILITY_CERT = {0x51, 0x0e, 0x2a, 0x7c, 0x33, 0x60};

    protected final ResumeStore resumes = new ResumeStore();
    private final ConcurrentHashMap<String, Integer> sessions = new ConcurrentHashMap<>();
    protected int callerUid;
    protected String callerPkg;

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        PackageManager pm = getContext().getPackageManager();
        if (!pm.hasSigningCertificate(uid, UTILITY_CERT, PackageManager.CERT_INPUT_SHA256)) {
            return Replies.error("PERMISSION_DENIED", "not a GridNote partner");
        }
        Bundle req = extras != null ? extras : Bundle.EMPTY;
        if ("negotiate".equals(method)) {
            String token = Tokens.get().secure();
            sessions.put(token, uid);
            Bundle b = ok("{\"selected_version\":2}");
            b.putString("session_token", token);
            return b;
        }
        Integer owner = sessions.get(String.valueOf(req.getString("session_token")));
        if (owner == null || owner != uid) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        }
        if ("list_tools".equals(method)) {
            return ok(describe());
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        if (req.getLong("deadline_at_ms") <= System.currentTimeMillis()) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        callerUid = uid;
        callerPkg = getCallingPackage();
        String name = req.getString("tool_name");
        for (ToolSpec t : tools()) {
            if (t.name.equals(name)) {
                return t.run.apply(req);
            }
        }
        return Replies.error("TOOL_NOT_FOUND", "no such tool");
    }

    protected abstract List<ToolSpec> tools();

    String describe() {
        return tools().stream()
                .filter(t -> !t.internal)
                .map(ToolSpec::json)
                .collect(Collectors.joining(",", "{\"revision\":\"gridnote-7\",\"tools\":[", "]}"));
    }

    protected static JSONObject argsOf(Bundle b) {
        try {
            return new JSONObject(String.valueOf(b.getString("args")));
        } catch (JSONException e) {
            return new JSONObject();
        }
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
