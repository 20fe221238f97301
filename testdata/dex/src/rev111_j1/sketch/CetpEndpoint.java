package com.tidemark.core;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Build;
import android.os.Bundle;
import android.util.Base64;
import android.util.Log;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONObject;

/**
 * The CETP v2 endpoint both Tidemark providers share: the caller gate, sessions, the deadline and the
 * dispatch of the v2 methods. The providers only describe and run their tools.
 */
public abstract class CetpEndpoint extends ContentProvider {
    public static final String TAG = "Tidemark";
    static final byte[] ASSISTANT_CERT = Base64.decode("kq3V0m8XbTQe5yJr2LhA9cWfP1nZ7sGdU4oE6iKx0Bw=", Base64.DEFAULT);
    static final String LIMITS = "{\"max_request_bytes\":65536,\"max_inline_result_bytes\":262144,"
            + "\"max_concurrent_requests\":2,\"idempotency_window_seconds\":86400}";

    final Map<String, Integer> sessions = new ConcurrentHashMap<>();

    protected abstract String providerInfo();

    protected abstract String toolList();

    protected abstract Bundle execute(int uid, String requestId, String tool, JSONObject args, Bundle req)
            throws Exception;

    protected abstract Bundle operation(int uid, String requestId, String operationId) throws Exception;

    boolean trusted(int uid) {
        PackageManager pm = getContext().getPackageManager();
        String[] pkgs = pm.getPackagesForUid(uid);
        if (pkgs == null || pkgs.length != 1) {
            return false;
        }
        return Build.VERSION.SDK_INT >= 28
                && pm.hasSigningCertificate(uid, ASSISTANT_CERT, PackageManager.CERT_INPUT_SHA256);
    }

    @Override
    public final Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!trusted(uid)) {
            return Replies.error(null, "PERMISSION_DENIED", "This app may not use Tidemark tools", false);
        }
        Bundle req = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            return negotiate(req, uid);
        }
        String requestId = req.getString("request_id");
        if (req.getInt("protocol_version", 0) != 2) {
            return Replies.error(requestId, "UNSUPPORTED_VERSION", "Only CETP v2 is served here", false);
        }
        Integer owner = sessions.get(req.getString("session_token", ""));
        if (owner == null || owner != uid) {
            return Replies.error(requestId, "NEGOTIATION_REQUIRED", "Negotiate a session first", true);
        }
        if (req.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis()) {
            return Replies.error(requestId, "DEADLINE_EXCEEDED", "The deadline has passed", false);
        }
        try {
            if ("get_provider_info".equals(method)) {
                return Replies.plain(requestId, providerInfo());
            }
            if ("list_tools".equals(method)) {
                return Replies.plain(requestId, toolList());
            }
            if ("execute_tool".equals(method)) {
                JSONObject args = new JSONObject(req.getString("args", "{}"));
                return execute(uid, requestId, req.getString("tool_name", ""), args, req);
            }
            if ("get_operation".equals(method)) {
                return operation(uid, requestId, req.getString("operation_id", ""));
            }
            return Replies.error(requestId, "METHOD_NOT_FOUND", "Unknown method", false);
        } catch (Exception e) {
            Log.w(TAG, "tool call failed", e);
            return Replies.error(requestId, "INTERNAL_ERROR", "The tool could not run", false);
        }
    }

    Bundle negotiate(Bundle req, int uid) {
        int[] versions = req.getIntArray("consumer_versions");
        boolean two = false;
        if (versions != null) {
            for (int v : versions) {
                if (v == 2) {
                    two = true;
                }
            }
        }
        if (!two) {
            return Replies.error(null, "UNSUPPORTED_VERSION", "No common protocol version", false);
        }
        String caps = req.getString("consumer_capabilities", "[]").contains("\"async_operations\"")
                ? "[\"async_operations\"]" : "[]";
        String token = Tokens.fresh();
        sessions.put(token, uid);
        return Replies.plain(null, "{\"selected_version\":2,\"provider_id\":\"" + getContext().getPackageName()
                + "\",\"provider_name\":\"Tidemark\",\"session_token\":\"" + token + "\",\"capabilities\":" + caps
                + ",\"limits\":" + LIMITS + "}");
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
