package com.example.r36j1;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Base64;
import java.security.SecureRandom;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONException;
import org.json.JSONObject;

// Parcelbay's common CETP v2 front door: every tool provider of the app extends it.
abstract class ParcelProvider extends ContentProvider {
    static final byte[] OPERATOR_CERT = {
        0x5a, 0x11, (byte) 0xe0, 0x3c, 0x7d, (byte) 0x92, 0x08, 0x4b, (byte) 0xaf, 0x61, 0x2e, (byte) 0xd5, 0x13, 0x70, (byte) 0xc8, 0x39,
        0x04, (byte) 0x8e, 0x57, 0x26, (byte) 0xb1, 0x6f, 0x1a, (byte) 0xe9, 0x42, 0x0d, (byte) 0x9c, 0x35, 0x7b, (byte) 0xc6, 0x18, 0x63 };

    final Sessions sessions = new Sessions();

    @Override
    public final Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!operatorSigned(uid)) {
            return Replies.error("PERMISSION_DENIED", "caller is not signed by a Parcelbay partner");
        }
        if ("negotiate".equals(method)) {
            return Replies.ok(sessions.open(uid));
        }
        if (extras == null || extras.getInt("protocol_version") != 2) {
            return Replies.error("INVALID_REQUEST", "protocol_version 2 required");
        }
        if (!sessions.valid(extras.getString("session_token"), uid)) {
            return Replies.error("NEGOTIATION_REQUIRED", "session expired");
        }
        if ("list_tools".equals(method)) {
            return Replies.ok(toolList());
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        if (extras.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis()) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        JSONObject args;
        try {
            args = new JSONObject(extras.getString("args", "{}"));
        } catch (JSONException e) {
            return Replies.error("INVALID_ARGS", "args must be a JSON object");
        }
        return handle(uid, extras.getString("tool_name", ""), args, extras);
    }

    private boolean operatorSigned(int uid) {
        PackageManager pm = getContext().getPackageManager();
        return pm.hasSigningCertificate(uid, OPERATOR_CERT, PackageManager.CERT_INPUT_SHA256);
    }

    abstract String toolList();

    abstract Bundle handle(int uid, String tool, JSONObject args, Bundle extras);

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

    static final class Sessions {
        private final SecureRandom random = new SecureRandom();
        private final Map<String, Integer> owners = new ConcurrentHashMap<>();

        String open(int uid) {
            byte[] raw = new byte[24];
            random.nextBytes(raw);
            String token = Base64.encodeToString(raw, Base64.URL_SAFE | Base64.NO_WRAP | Base64.NO_PADDING);
            owners.put(token, uid);
            return "{\"selected_version\":2,\"session_token\":\"" + token + "\"}";
        }

        boolean valid(String token, int uid) {
            Integer owner = token == null ? null : owners.get(token);
            return owner != null && owner == uid;
        }
    }
}
