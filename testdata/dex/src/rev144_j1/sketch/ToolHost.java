package com.ferncastle.cetp;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.ferncastle.plugin.AbstractTool;
import com.ferncastle.plugin.Chain;
import com.ferncastle.plugin.Interceptor;
import com.ferncastle.plugin.Invocation;
import com.ferncastle.plugin.Registry;
import com.ferncastle.plugin.Result;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * CETP v2 over call() for Ferncastle's tool providers. call() reads the caller's UID and sends every method through
 * the provider's interceptor chain; the chain ends in dispatch(). Providers install their tools and chain in
 * onCreate().
 */
public abstract class ToolHost extends ContentProvider {
    private static final String TAG = "FerncastleTools";

    protected Registry registry;
    protected Sessions sessions;
    private List<Interceptor> interceptors = Collections.emptyList();

    protected abstract String providerId();

    protected abstract String providerName();

    protected abstract String description();

    protected abstract String revision();

    protected abstract JSONArray scopes() throws JSONException;

    protected final void install(Registry registry, Sessions sessions, List<Interceptor> interceptors) {
        this.registry = registry;
        this.sessions = sessions;
        this.interceptors = interceptors;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Invocation inv = new Invocation(method, uid, extras != null ? extras : new Bundle(), providerId());
        try {
            Result<JSONObject> result = new Chain(interceptors, this::dispatch, inv).proceed(inv);
            return Bundles.reply(inv, result);
        } catch (Exception e) {
            Log.e(TAG, "call " + method + " failed outside the chain", e);
            return Bundles.internalError(inv);
        }
    }

    /** The methods that need a live session. */
    public static boolean needsSession(String method) {
        return "get_provider_info".equals(method) || "list_tools".equals(method) || "execute_tool".equals(method);
    }

    protected Result<JSONObject> dispatch(Invocation inv) throws JSONException {
        switch (inv.method) {
            case "negotiate":
                return negotiate(inv);
            case "get_provider_info":
            case "list_tools":
            case "execute_tool":
                break;
            default:
                return Result.failed("METHOD_NOT_FOUND", "Unknown method", false);
        }
        if (inv.extras.getInt("protocol_version", 0) != 2 || inv.requestId == null) {
            return Result.failed("INVALID_REQUEST", "protocol_version 2 and request_id are required", false);
        }
        if ("get_provider_info".equals(inv.method)) {
            JSONObject data = new JSONObject();
            data.put("provider_id", providerId());
            data.put("provider_name", providerName());
            data.put("description", description());
            data.put("scopes", scopes());
            return Result.ok(data);
        }
        if ("list_tools".equals(inv.method)) {
            JSONObject data = new JSONObject();
            data.put("revision", revision());
            data.put("tools", registry.descriptors());
            return Result.ok(data);
        }
        AbstractTool tool = registry.find(inv.toolName());
        if (tool == null) {
            return Result.failed("TOOL_NOT_FOUND", "No such tool", false);
        }
        return tool.run(inv);
    }

    private Result<JSONObject> negotiate(Invocation inv) throws JSONException {
        int[] versions = inv.extras.getIntArray("consumer_versions");
        boolean two = false;
        for (int i = 0; versions != null && i < versions.length; i++) {
            if (versions[i] == 2) {
                two = true;
            }
        }
        if (!two) {
            return Result.failed("UNSUPPORTED_VERSION", "Ferncastle Journal serves CETP version 2 only", false);
        }
        JSONArray granted = new JSONArray();
        String offered = inv.extras.getString("consumer_capabilities");
        if (offered != null) {
            JSONArray list;
            try {
                list = new JSONArray(offered);
            } catch (JSONException e) {
                return Result.failed("INVALID_REQUEST", "consumer_capabilities is not a JSON array", false, e);
            }
            for (int i = 0; i < list.length(); i++) {
                if ("large_results".equals(list.optString(i))) {
                    granted.put("large_results");
                }
            }
        }
        long expiresAt = System.currentTimeMillis() + Sessions.TTL_MS;
        JSONObject limits = new JSONObject();
        limits.put("max_request_bytes", 65536);
        limits.put("max_inline_result_bytes", 262144);
        limits.put("max_concurrent_requests", 2);
        limits.put("idempotency_window_seconds", 86400);
        JSONObject data = new JSONObject();
        data.put("selected_version", 2);
        data.put("provider_id", providerId());
        data.put("provider_name", providerName());
        data.put("session_token", sessions.open(inv.uid, granted, expiresAt));
        data.put("expires_at", Instant.ofEpochMilli(expiresAt).toString());
        data.put("capabilities", granted);
        data.put("limits", limits);
        return Result.ok(data);
    }

    protected static byte[] unhex(String hex) {
        byte[] out = new byte[hex.length() / 2];
        for (int i = 0; i < out.length; i++) {
            out[i] = (byte) Integer.parseInt(hex.substring(2 * i, 2 * i + 2), 16);
        }
        return out;
    }

    private UnsupportedOperationException tableRefused(String what) {
        Log.w(TAG, what + " refused for uid " + Binder.getCallingUid());
        return new UnsupportedOperationException("Ferncastle tools are served through call() only");
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        throw tableRefused("query");
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        throw tableRefused("insert");
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        throw tableRefused("update");
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        throw tableRefused("delete");
    }

    /** Negotiated sessions, in memory: a restart ends them and callers negotiate again. */
    public static final class Sessions {
        static final long TTL_MS = 60L * 60L * 1000L;

        private final SecureRandom random = new SecureRandom();
        private final Map<String, JSONObject> live = new ConcurrentHashMap<>();

        public String open(int uid, JSONArray capabilities, long expiresAt) throws JSONException {
            byte[] raw = new byte[32];
            random.nextBytes(raw);
            String token = Invocation.hex(raw);
            JSONObject session = new JSONObject();
            session.put("uid", uid);
            session.put("capabilities", capabilities);
            session.put("expires_at", expiresAt);
            live.put(token, session);
            return token;
        }

        /** The session a token names if it belongs to this caller and has not expired. */
        public JSONObject live(String token, int uid) {
            JSONObject session = token == null ? null : live.get(token);
            if (session == null || session.optInt("uid", -1) != uid
                    || session.optLong("expires_at", 0L) < System.currentTimeMillis()) {
                return null;
            }
            return session;
        }

        /** Whether any live session of this caller was granted the capability. */
        public boolean anyGranted(int uid, String capability) {
            long now = System.currentTimeMillis();
            for (JSONObject session : live.values()) {
                if (session.optInt("uid", -1) != uid || session.optLong("expires_at", 0L) < now) {
                    continue;
                }
                JSONArray caps = session.optJSONArray("capabilities");
                for (int i = 0; caps != null && i < caps.length(); i++) {
                    if (capability.equals(caps.optString(i))) {
                        return true;
                    }
                }
            }
            return false;
        }
    }
}
