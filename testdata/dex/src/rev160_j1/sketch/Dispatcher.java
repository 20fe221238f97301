package com.larder.kitchen.cetp;

import android.content.Context;
import android.content.pm.PackageManager;
import android.database.SQLException;
import android.os.Build;
import android.os.Bundle;
import android.util.Log;
import com.larder.kitchen.data.KitchenDb;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 by hand, for a provider whose tools are its own @Tool methods. */
public final class Dispatcher {
    private static final String TAG = "LarderCetp";
    private static final int MAX_REQUEST_BYTES = 65536;
    private static final long SESSION_TTL_MS = 60 * 60 * 1000L;

    private final Context context;
    private final String providerId;
    private final String providerName;
    private final String description;
    private final JSONArray scopes;
    private final String revision;
    private final ToolTable tools;
    private final KitchenDb db;
    private final Tokens tokens = new Tokens();

    public Dispatcher(Context context, String providerId, String providerName, String description, JSONArray scopes,
            String revision, ToolTable tools) {
        this.context = context;
        this.providerId = providerId;
        this.providerName = providerName;
        this.description = description;
        this.scopes = scopes;
        this.revision = revision;
        this.tools = tools;
        this.db = KitchenDb.get(context);
    }

    /** call() of the provider, with the caller captured on the Binder thread. */
    public Bundle call(String method, Bundle extras, int uid, String callerPackage) {
        Bundle in = extras == null ? new Bundle() : extras;
        String rid = in.getString("request_id");
        try {
            switch (method == null ? "" : method) {
                case "negotiate":
                    return negotiate(in, uid);
                case "get_provider_info":
                case "list_tools":
                case "execute_tool":
                case "get_operation":
                case "cancel_operation":
                    return session(method, in, rid, uid, callerPackage);
                default:
                    return Replies.error(rid, "METHOD_NOT_FOUND", "Unknown method", false);
            }
        } catch (JSONException | SQLException e) {
            Log.w(TAG, "call " + method + " failed", e);
            return Replies.error(rid, "INTERNAL_ERROR", "The provider could not complete the call", false);
        }
    }

    private Bundle negotiate(Bundle in, int uid) throws JSONException {
        int[] versions = in.getIntArray("consumer_versions");
        boolean two = false;
        if (versions != null) {
            for (int v : versions) {
                two |= v == 2;
            }
        }
        if (!two) {
            return Replies.error(null, "UNSUPPORTED_VERSION", "This provider speaks CETP v2 only", false);
        }
        boolean large = false;
        try {
            JSONArray offered = new JSONArray(in.getString("consumer_capabilities", "[]"));
            for (int i = 0; i < offered.length(); i++) {
                large |= "large_results".equals(offered.optString(i));
            }
        } catch (JSONException e) {
            return Replies.error(null, "INVALID_REQUEST", "consumer_capabilities must be a JSON array", false);
        }
        long expiresAt = System.currentTimeMillis() + SESSION_TTL_MS;
        String token = tokens.open(uid, large, expiresAt);
        JSONArray capabilities = new JSONArray();
        if (large) {
            capabilities.put("large_results");
        }
        JSONObject limits = new JSONObject()
                .put("max_request_bytes", MAX_REQUEST_BYTES)
                .put("max_inline_result_bytes", 262144)
                .put("max_concurrent_requests", 4)
                .put("idempotency_window_seconds", 86400);
        JSONObject data = new JSONObject()
                .put("selected_version", 2)
                .put("provider_id", providerId)
                .put("provider_name", providerName)
                .put("session_token", token)
                .put("expires_at", Instant.ofEpochMilli(expiresAt).toString())
                .put("capabilities", capabilities)
                .put("limits", limits);
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putString("data", data.toString());
        return b;
    }

    private Bundle session(String method, Bundle in, String rid, int uid, String callerPackage) throws JSONException {
        if (in.getInt("protocol_version", 0) != 2) {
            return Replies.error(rid, "UNSUPPORTED_VERSION", "protocol_version 2 is required", false);
        }
        if (rid == null || rid.isEmpty()) {
            return Replies.error(null, "INVALID_REQUEST", "request_id is required", false);
        }
        Tokens.Session session = tokens.find(in.getString("session_token"), uid);
        if (session == null) {
            return Replies.error(rid, "NEGOTIATION_REQUIRED", "Negotiate a session first", true);
        }
        switch (method) {
            case "get_provider_info":
                return Replies.success(rid, new JSONObject()
                        .put("provider_id", providerId)
                        .put("provider_name", providerName)
                        .put("description", description)
                        .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
                        .put("scopes", scopes));
            case "list_tools":
                return Replies.success(rid, new JSONObject().put("revision", revision).put("tools", tools.describe()));
            case "execute_tool":
                return execute(in, rid, uid, callerPackage, session);
            default:
                return Replies.error(rid, "UNSUPPORTED_CAPABILITY", "Background operations are not offered", false);
        }
    }

    private Bundle execute(Bundle in, String rid, int uid, String callerPackage, Tokens.Session session)
            throws JSONException {
        String name = in.getString("tool_name");
        Method handler = tools.find(name);
        if (handler == null) {
            return Replies.error(rid, "TOOL_NOT_FOUND", "No such tool", false);
        }
        Tool tool = ToolTable.toolOf(handler);
        String argsText = in.getString("args", "{}");
        if (argsText.getBytes(StandardCharsets.UTF_8).length > MAX_REQUEST_BYTES) {
            return Replies.error(rid, "INVALID_ARGS", "The arguments are too large", false);
        }
        JSONObject args;
        try {
            args = new JSONObject(argsText);
        } catch (JSONException e) {
            return Replies.error(rid, "INVALID_ARGS", "The arguments must be a JSON object", false);
        }
        if (!granted(uid, callerPackage, tool)) {
            return Replies.error(rid, "PERMISSION_DENIED", "This app has not been allowed to use " + name, false);
        }
        long deadline = in.getLong("deadline_at_ms", 0L);
        if (deadline <= System.currentTimeMillis()) {
            return Replies.error(rid, "DEADLINE_EXCEEDED", "The deadline has passed", false);
        }
        String digest = sha256(argsText);
        ToolCall call = new ToolCall(context, uid, callerPackage, rid, name, handler, args, digest,
                in.getString("resume_token"), session.largeResults);
        if (!ToolTable.mutating(tool)) {
            return tools.run(call);
        }
        KitchenDb.Prior prior = db.prior(uid, providerId, rid);
        if (prior != null) {
            if (!prior.tool.equals(name) || !prior.argsDigest.equals(digest)) {
                return Replies.error(rid, "INVALID_REQUEST", "This request_id was used for another call", false);
            }
            return Replies.success(rid, new JSONObject(prior.data));
        }
        Bundle out = tools.run(call);
        if ("success".equals(out.getString("status"))) {
            db.record(uid, providerId, rid, name, digest, out.getString("data"));
        }
        return out;
    }

    /** Every scope of the tool granted to this package and UID, and the package signed with the granted key. */
    private boolean granted(int uid, String callerPackage, Tool tool) {
        if (callerPackage == null || Build.VERSION.SDK_INT < Build.VERSION_CODES.P) {
            return false;
        }
        PackageManager pm = context.getPackageManager();
        for (String scope : tool.scopes()) {
            String cert = db.grantedCert(callerPackage, uid, scope);
            if (cert == null || !pm.hasSigningCertificate(callerPackage, unhex(cert), PackageManager.CERT_INPUT_SHA256)) {
                return false;
            }
        }
        return true;
    }

    private static byte[] unhex(String hex) {
        byte[] out = new byte[hex.length() / 2];
        for (int i = 0; i < out.length; i++) {
            out[i] = (byte) Integer.parseInt(hex.substring(2 * i, 2 * i + 2), 16);
        }
        return out;
    }

    private static String sha256(String text) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            return Replies.hex(md.digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
