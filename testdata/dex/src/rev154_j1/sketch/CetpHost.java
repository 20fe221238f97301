package com.halyard.vault.cetp;

import android.os.Bundle;
import android.util.Log;
import com.halyard.vault.jobs.OperationsEndpoint;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 for one provider: negotiation, sessions and dispatch; the desk runs the tools, the endpoint operations. */
public final class CetpHost {
    private static final String TAG = "VaultCetp";
    private static final int MAX_REQUEST_BYTES = 65536;

    private final Desk desk;
    private final OperationsEndpoint operations;
    private final Sessions sessions = new Sessions();

    public CetpHost(Desk desk, OperationsEndpoint operations) {
        this.desk = desk;
        this.operations = operations;
    }

    /** ContentProvider.call(), with the caller its provider captured on the Binder thread. */
    public Bundle call(String method, Caller caller, Bundle extras) {
        String requestId = extras == null ? null : extras.getString("request_id");
        try {
            if ("negotiate".equals(method)) {
                return negotiate(caller, extras);
            }
            return serve(method, requestId, caller, extras);
        } catch (JSONException e) {
            Log.w(TAG, method + " could not be answered", e);
            return Replies.error(requestId, "INTERNAL_ERROR", "Halyard Vault could not answer this call", false);
        }
    }

    private Bundle negotiate(Caller caller, Bundle extras) throws JSONException {
        int[] versions = extras == null ? null : extras.getIntArray("consumer_versions");
        String offered = extras == null ? null : extras.getString("consumer_capabilities");
        if (versions == null || offered == null) {
            return Replies.error(null, "INVALID_REQUEST", "consumer_versions and consumer_capabilities are required",
                    false);
        }
        boolean speaksTwo = false;
        for (int version : versions) {
            speaksTwo |= version == 2;
        }
        if (!speaksTwo) {
            return Replies.error(null, "UNSUPPORTED_VERSION", "Halyard Vault speaks CETP version 2 only", false);
        }
        JSONArray offeredList;
        try {
            offeredList = new JSONArray(offered);
        } catch (JSONException e) {
            return Replies.error(null, "INVALID_REQUEST", "consumer_capabilities is not a JSON array", false);
        }
        List<String> granted = new ArrayList<>();
        for (int i = 0; i < offeredList.length(); i++) {
            String capability = offeredList.optString(i);
            for (String mine : desk.capabilities()) {
                if (mine.equals(capability) && !granted.contains(mine)) {
                    granted.add(mine);
                }
            }
        }
        Sessions.Session session = sessions.open(caller.uid, granted);
        JSONArray grantedJson = new JSONArray();
        for (String capability : granted) {
            grantedJson.put(capability);
        }
        JSONObject data = new JSONObject()
                .put("selected_version", 2)
                .put("provider_id", desk.providerId())
                .put("provider_name", desk.providerName())
                .put("session_token", session.token)
                .put("expires_at", Instant.ofEpochMilli(session.expiresAt).toString())
                .put("capabilities", grantedJson)
                .put("limits", new JSONObject()
                        .put("max_request_bytes", MAX_REQUEST_BYTES)
                        .put("max_inline_result_bytes", 262144)
                        .put("max_concurrent_requests", 2)
                        .put("idempotency_window_seconds", 86400));
        Bundle reply = new Bundle();
        reply.putString("status", "success");
        reply.putString("data", data.toString());
        return reply;
    }

    private Bundle serve(String method, String requestId, Caller caller, Bundle extras) throws JSONException {
        switch (method) {
            case "get_provider_info":
            case "list_tools":
            case "execute_tool":
            case "get_operation":
            case "cancel_operation":
                break;
            default:
                return Replies.error(requestId, "METHOD_NOT_FOUND", "Halyard Vault has no such method", false);
        }
        if (extras == null || extras.getInt("protocol_version", 0) != 2) {
            return Replies.error(null, "UNSUPPORTED_VERSION", "Halyard Vault serves CETP version 2 only", false);
        }
        if (requestId == null || requestId.isEmpty()) {
            return Replies.error(null, "INVALID_REQUEST", "request_id is required", false);
        }
        Sessions.Session session = sessions.admit(extras.getString("session_token"), caller.uid);
        if (session == null) {
            return Replies.error(requestId, "NEGOTIATION_REQUIRED", "No live session for this caller; negotiate again",
                    true);
        }
        switch (method) {
            case "get_provider_info":
                return Replies.success(requestId, providerInfo().toString());
            case "list_tools":
                return Replies.success(requestId, toolList(session).toString());
            case "execute_tool":
                return execute(caller, requestId, session, extras);
            case "get_operation":
                if (!session.has("async_operations")) {
                    return Replies.error(requestId, "UNSUPPORTED_CAPABILITY", "async_operations was not negotiated",
                            false);
                }
                return operations.get(caller, session, requestId, extras);
            default:
                if (!session.has("cancellation")) {
                    return Replies.error(requestId, "UNSUPPORTED_CAPABILITY", "cancellation was not negotiated", false);
                }
                return operations.cancel(caller, requestId, extras);
        }
    }

    private JSONObject providerInfo() throws JSONException {
        return new JSONObject()
                .put("provider_id", desk.providerId())
                .put("provider_name", desk.providerName())
                .put("description", desk.description())
                .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
                .put("scopes", new JSONArray(desk.scopes()));
    }

    private JSONObject toolList(Sessions.Session session) throws JSONException {
        JSONArray list = new JSONArray();
        for (ToolSpec spec : desk.tools()) {
            if (visible(spec, session)) {
                list.put(spec.describe());
            }
        }
        return new JSONObject().put("revision", "vault-tools-7").put("tools", list);
    }

    /** Job tools need async_operations, file results large_results; without them the tool is not listed. */
    private static boolean visible(ToolSpec spec, Sessions.Session session) {
        return (!spec.async || session.has("async_operations")) && (!spec.fileResult || session.has("large_results"));
    }

    private Bundle execute(Caller caller, String requestId, Sessions.Session session, Bundle extras)
            throws JSONException {
        String toolName = extras.getString("tool_name");
        ToolSpec spec = null;
        for (ToolSpec candidate : desk.tools()) {
            if (candidate.name.equals(toolName) && visible(candidate, session)) {
                spec = candidate;
            }
        }
        if (spec == null) {
            return Replies.error(requestId, "TOOL_NOT_FOUND", "This provider has no such tool", false);
        }
        String argsText = extras.getString("args");
        if (argsText == null) {
            argsText = "{}";
        }
        if (argsText.getBytes(StandardCharsets.UTF_8).length > MAX_REQUEST_BYTES) {
            return Replies.error(requestId, "INVALID_ARGS", "args are larger than 65536 bytes", false);
        }
        JSONObject args;
        try {
            args = new JSONObject(argsText);
        } catch (JSONException e) {
            return Replies.error(requestId, "INVALID_ARGS", "args is not a JSON object", false);
        }
        return desk.execute(caller, new Call(requestId, session, spec, argsText, args,
                extras.getString("resume_token"), extras));
    }
}
