package com.quaywire.cetp;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Build;
import android.os.Bundle;
import android.util.Log;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * CETP v2 over call() for Quaywire's tool providers: caller check, sessions, dispatch, argument limits and the
 * replay of kept outcomes. Deadlines are the providers' business: their request mappers turn them into HTTP timeouts.
 */
public abstract class ToolProviderBase extends ContentProvider {
    private static final String TAG = "QuaywireTools";
    /** SHA-256 of the assistant's signing certificate. */
    private static final String ASSISTANT_CERT =
            "5f0c6c2ab8a3d1f49e7720c3b4d88a61e0f27c5d9b13a4e6f8c0d2b7a9e1f3c5";

    protected Ledger ledger;
    protected MemoryOutcomes outcomes;

    protected abstract String providerId();

    protected abstract String providerName();

    protected abstract String revision();

    protected abstract JSONArray toolDescriptors() throws JSONException;

    /** Null for a tool this provider does not have, else whether it changes anything. */
    protected abstract Boolean mutating(String tool);

    protected abstract Bundle execute(Call call) throws JSONException;

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle in = extras != null ? extras : new Bundle();
        String requestId = in.getString(Replies.REQUEST_ID);
        if (!callerTrusted(uid)) {
            return Replies.error(requestId, "PERMISSION_DENIED", "This app may not use Quaywire Desk tools", false);
        }
        try {
            switch (method) {
                case "negotiate":
                    return negotiate(uid, in);
                case "get_provider_info":
                    return providerInfo(uid, in);
                case "list_tools":
                    return listTools(uid, in);
                case "execute_tool":
                    return executeTool(uid, in);
                default:
                    return Replies.error(requestId, "METHOD_NOT_FOUND", "Unknown method", false);
            }
        } catch (JSONException | RuntimeException e) {
            Log.w(TAG, "call " + method + " failed", e);
            return Replies.error(requestId, "INTERNAL_ERROR", "Quaywire Desk could not handle the request", false);
        }
    }

    private boolean callerTrusted(int uid) {
        if (Build.VERSION.SDK_INT < 28) {
            return false;
        }
        byte[] pin = new byte[32];
        for (int i = 0; i < pin.length; i++) {
            pin[i] = (byte) Integer.parseInt(ASSISTANT_CERT.substring(2 * i, 2 * i + 2), 16);
        }
        return getContext().getPackageManager().hasSigningCertificate(uid, pin, PackageManager.CERT_INPUT_SHA256);
    }

    private Bundle negotiate(int uid, Bundle in) throws JSONException {
        int[] versions = in.getIntArray("consumer_versions");
        boolean two = false;
        if (versions != null) {
            for (int v : versions) {
                if (v == 2) {
                    two = true;
                }
            }
        }
        if (!two) {
            return Replies.error(null, "UNSUPPORTED_VERSION", "Only CETP version 2 is served", false);
        }
        JSONObject limits = new JSONObject();
        limits.put("max_request_bytes", 65536);
        limits.put("max_inline_result_bytes", 262144);
        limits.put("max_concurrent_requests", 4);
        limits.put("idempotency_window_seconds", 86400);
        JSONObject data = new JSONObject();
        data.put("selected_version", 2);
        data.put("provider_id", providerId());
        data.put("provider_name", providerName());
        data.put("session_token", ledger.openSession(uid));
        data.put("expires_at", Instant.ofEpochMilli(System.currentTimeMillis() + 30L * 60L * 1000L).toString());
        data.put("capabilities", new JSONArray());
        data.put("limits", limits);
        return Replies.success(null, data.toString());
    }

    /** Null when the envelope names a live session of this caller, else the error to answer. */
    private Bundle refuse(int uid, Bundle in) {
        String requestId = in.getString(Replies.REQUEST_ID);
        if (in.getInt("protocol_version", 0) != 2 || requestId == null) {
            return Replies.error(requestId, "INVALID_REQUEST", "protocol_version 2 and request_id are required",
                    false);
        }
        if (!ledger.sessionLive(in.getString("session_token"), uid)) {
            return Replies.error(requestId, "NEGOTIATION_REQUIRED", "Negotiate a session first", true);
        }
        return null;
    }

    private Bundle providerInfo(int uid, Bundle in) throws JSONException {
        Bundle refused = refuse(uid, in);
        if (refused != null) {
            return refused;
        }
        JSONObject data = new JSONObject();
        data.put("provider_id", providerId());
        data.put("provider_name", providerName());
        data.put("description", "Tickets and help articles of your Quaywire Desk workspace");
        data.put("scopes", new JSONArray());
        return Replies.success(in.getString(Replies.REQUEST_ID), data.toString());
    }

    private Bundle listTools(int uid, Bundle in) throws JSONException {
        Bundle refused = refuse(uid, in);
        if (refused != null) {
            return refused;
        }
        JSONObject data = new JSONObject();
        data.put("revision", revision());
        data.put("tools", toolDescriptors());
        return Replies.success(in.getString(Replies.REQUEST_ID), data.toString());
    }

    private Bundle executeTool(int uid, Bundle in) throws JSONException {
        Bundle refused = refuse(uid, in);
        if (refused != null) {
            return refused;
        }
        String requestId = in.getString(Replies.REQUEST_ID);
        String tool = in.getString("tool_name");
        Boolean mutating = tool == null ? null : mutating(tool);
        if (mutating == null) {
            return Replies.error(requestId, "TOOL_NOT_FOUND", "No such tool", false);
        }
        String raw = in.getString("args");
        if (raw == null || raw.getBytes(StandardCharsets.UTF_8).length > 65536) {
            return Replies.error(requestId, "INVALID_ARGS", "args must be a JSON object of at most 64 KiB", false);
        }
        JSONObject args;
        try {
            args = new JSONObject(raw);
        } catch (JSONException e) {
            return Replies.error(requestId, "INVALID_ARGS", "args is not a JSON object", false);
        }
        Call call = new Call(uid, requestId, tool, args, Ledger.sha256(tool + "\n" + raw),
                in.getString("resume_token"), in);
        if (mutating) {
            String kept = outcomes.lookup(call);
            if (kept != null) {
                JSONObject record = new JSONObject(kept);
                if (!record.getString("tool").equals(tool) || !record.getString("digest").equals(call.argsDigest)) {
                    return Replies.error(requestId, "INVALID_REQUEST", "request_id was used for another call", false);
                }
                return Replies.success(requestId, record.getString("data"));
            }
        }
        Bundle reply;
        try {
            reply = execute(call);
        } catch (JSONException e) {
            return Replies.error(requestId, "INVALID_ARGS", "args do not match the tool's input schema", false);
        }
        if (mutating && "success".equals(reply.getString("status"))) {
            outcomes.keep(call, reply.getString("data"));
        }
        return reply;
    }

    private RuntimeException refused() {
        Log.w(TAG, "table access refused for uid " + Binder.getCallingUid());
        return new UnsupportedOperationException("Quaywire Desk serves tools through call() only");
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        throw refused();
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        throw refused();
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        throw refused();
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        throw refused();
    }

    /** A tool descriptor; schemas are given as JSON text. */
    protected static JSONObject tool(String name, String description, String effect, String risk, boolean destructive,
            String confirmation, String scope, String input, String output) throws JSONException {
        JSONObject annotations = new JSONObject();
        annotations.put("effect", effect);
        annotations.put("risk", risk);
        annotations.put("destructive", destructive);
        annotations.put("idempotent", false);
        annotations.put("open_world", true);
        annotations.put("confirmation", confirmation);
        annotations.put("execution", "sync");
        JSONObject tool = new JSONObject();
        tool.put("name", name);
        tool.put("description", description);
        tool.put("input_schema", new JSONObject(input));
        tool.put("output_schema", new JSONObject(output));
        tool.put("scopes", new JSONArray().put(scope));
        tool.put("annotations", annotations);
        return tool;
    }
}
