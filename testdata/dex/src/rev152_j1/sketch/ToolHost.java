package com.wrenfield.notes.tool;

import android.os.Bundle;
import android.util.Log;
import com.wrenfield.notes.core.Clock;
import com.wrenfield.notes.core.DedupStore;
import com.wrenfield.notes.core.Hex;
import com.wrenfield.notes.core.Result;
import com.wrenfield.notes.core.Sessions;
import com.wrenfield.notes.core.ToolError;
import com.wrenfield.notes.di.Container;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The CETP v2 protocol of one provider, over the tools and services its container binds. */
public final class ToolHost {
    private static final String TAG = "WrenfieldHost";
    private static final int MAX_REQUEST_BYTES = 65536;

    private final Container container;
    private final String providerId;
    private final String providerName;
    private final String description;
    private final String scopes;
    private final String revision;
    private final String[] capabilities;
    private final Map<String, Tool> tools = new LinkedHashMap<>();

    public ToolHost(Container container, String providerId, String providerName, String description, String scopes,
            String revision, String[] capabilities, Tool... tools) {
        this.container = container;
        this.providerId = providerId;
        this.providerName = providerName;
        this.description = description;
        this.scopes = scopes;
        this.revision = revision;
        this.capabilities = capabilities;
        for (Tool tool : tools) {
            this.tools.put(tool.spec().name(), tool);
        }
    }

    /** ContentProvider.call(), with the UID the provider read from the Binder. */
    public Bundle call(String method, int uid, Bundle extras) {
        try {
            if ("negotiate".equals(method)) {
                return negotiate(uid, extras);
            }
            return serve(method, uid, extras);
        } catch (JSONException e) {
            Log.w(TAG, method + " could not be answered", e);
            return error(null, "INTERNAL_ERROR", "Wrenfield Notes could not answer this call", false);
        }
    }

    private Bundle negotiate(int uid, Bundle extras) throws JSONException {
        int[] versions = extras == null ? null : extras.getIntArray("consumer_versions");
        String offered = extras == null ? null : extras.getString("consumer_capabilities");
        if (versions == null || offered == null) {
            return error(null, "INVALID_REQUEST", "consumer_versions and consumer_capabilities are required", false);
        }
        boolean speaksV2 = false;
        for (int version : versions) {
            speaksV2 |= version == 2;
        }
        if (!speaksV2) {
            return error(null, "UNSUPPORTED_VERSION", "Wrenfield Notes speaks CETP version 2 only", false);
        }
        JSONArray offeredCapabilities;
        try {
            offeredCapabilities = new JSONArray(offered);
        } catch (JSONException e) {
            return error(null, "INVALID_REQUEST", "consumer_capabilities is not a JSON array", false);
        }
        List<String> granted = new ArrayList<>();
        JSONArray grantedJson = new JSONArray();
        for (int i = 0; i < offeredCapabilities.length(); i++) {
            String capability = offeredCapabilities.optString(i);
            for (String mine : capabilities) {
                if (mine.equals(capability) && !granted.contains(mine)) {
                    granted.add(mine);
                    grantedJson.put(mine);
                }
            }
        }
        Sessions.Session session = container.get(Sessions.class).open(uid, granted);
        JSONObject data = new JSONObject()
                .put("selected_version", 2)
                .put("provider_id", providerId)
                .put("provider_name", providerName)
                .put("session_token", session.token())
                .put("expires_at", Instant.ofEpochMilli(session.expiresAt()).toString())
                .put("capabilities", grantedJson)
                .put("limits", new JSONObject()
                        .put("max_request_bytes", MAX_REQUEST_BYTES)
                        .put("max_inline_result_bytes", 262144)
                        .put("max_concurrent_requests", 4)
                        .put("idempotency_window_seconds", 86400));
        Bundle reply = new Bundle();
        reply.putString("status", "success");
        reply.putString("data", data.toString());
        return reply;
    }

    private Bundle serve(String method, int uid, Bundle extras) throws JSONException {
        switch (method) {
            case "get_provider_info":
            case "list_tools":
            case "execute_tool":
            case "get_operation":
            case "cancel_operation":
                break;
            default:
                return error(extras == null ? null : extras.getString("request_id"), "METHOD_NOT_FOUND",
                        "This provider has no such method", false);
        }
        if (extras == null || extras.getInt("protocol_version", 0) != 2) {
            return error(null, "UNSUPPORTED_VERSION", "Wrenfield Notes serves CETP version 2 only", false);
        }
        String requestId = extras.getString("request_id");
        if (requestId == null || requestId.isEmpty()) {
            return error(null, "INVALID_REQUEST", "request_id is required", false);
        }
        Sessions.Session session = container.get(Sessions.class).admit(extras.getString("session_token"), uid);
        if (session == null) {
            return error(requestId, "NEGOTIATION_REQUIRED", "The session is missing or expired; negotiate again",
                    true);
        }
        long deadline = extras.getLong("deadline_at_ms", 0L);
        if (deadline <= 0L) {
            return error(requestId, "INVALID_REQUEST", "deadline_at_ms is required", false);
        }
        if (deadline <= container.get(Clock.class).now()) {
            return error(requestId, "DEADLINE_EXCEEDED", "The deadline passed before the call started", false);
        }
        switch (method) {
            case "get_provider_info":
                return success(requestId, providerInfo().toString());
            case "list_tools":
                return success(requestId, toolList().toString());
            case "execute_tool":
                return executeTool(uid, requestId, deadline, session, extras);
            default:
                return error(requestId, "UNSUPPORTED_CAPABILITY", "Wrenfield Notes runs every tool synchronously",
                        false);
        }
    }

    private JSONObject providerInfo() throws JSONException {
        return new JSONObject()
                .put("provider_id", providerId)
                .put("provider_name", providerName)
                .put("description", description)
                .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
                .put("scopes", new JSONArray(scopes));
    }

    private JSONObject toolList() throws JSONException {
        JSONArray list = new JSONArray();
        for (Tool tool : tools.values()) {
            list.put(tool.spec().describe());
        }
        return new JSONObject().put("revision", revision).put("tools", list);
    }

    private Bundle executeTool(int uid, String requestId, long deadline, Sessions.Session session, Bundle extras)
            throws JSONException {
        String toolName = extras.getString("tool_name");
        Tool tool = toolName == null ? null : tools.get(toolName);
        if (tool == null) {
            return error(requestId, "TOOL_NOT_FOUND", "This provider has no such tool", false);
        }
        String argsText = extras.getString("args");
        if (argsText == null) {
            argsText = "{}";
        }
        if (argsText.getBytes(StandardCharsets.UTF_8).length > MAX_REQUEST_BYTES) {
            return error(requestId, "INVALID_ARGS", "args are larger than 65536 bytes", false);
        }
        JSONObject args;
        try {
            args = new JSONObject(argsText);
        } catch (JSONException e) {
            return error(requestId, "INVALID_ARGS", "args is not a JSON object", false);
        }
        if (tool.spec().fileResult() && !session.has("large_results")) {
            return error(requestId, "RESULT_TOO_LARGE", toolName + " answers with a file; negotiate large_results",
                    false);
        }
        ToolCall call = new ToolCall(providerId, uid, requestId, toolName, argsText, args,
                extras.getString("resume_token"), deadline);
        if (!tool.spec().mutates()) {
            return toBundle(call, tool.execute(call));
        }
        return executeOnce(tool, call);
    }

    /** A mutating tool: deduplicated by (UID, provider, request_id), its finished outcome replayed in the window. */
    private Bundle executeOnce(Tool tool, ToolCall call) throws JSONException {
        DedupStore dedup = container.get(DedupStore.class);
        String key = Hex.sha256(call.uid() + "/" + providerId + "/" + call.requestId());
        DedupStore.Entry prior = dedup.find(key);
        if (prior != null) {
            if (!prior.tool.equals(call.toolName()) || !prior.argsDigest.equals(call.argsDigest())) {
                return error(call.requestId(), "INVALID_REQUEST", "This request_id was used for another call", false);
            }
            return replay(call, new JSONObject(prior.outcome));
        }
        if (!dedup.begin(key)) {
            return error(call.requestId(), "CONFLICT", "This request is running already", true);
        }
        try {
            Result<Reply> result = tool.execute(call);
            if (result.isOk() ? !result.value().awaitsUser() : "USER_CANCELLED".equals(result.error().code())) {
                dedup.finish(key, new DedupStore.Entry(call.toolName(), call.argsDigest(), outcome(result),
                        container.get(Clock.class).now()));
            }
            return toBundle(call, result);
        } finally {
            dedup.end(key);
        }
    }

    private static String outcome(Result<Reply> result) throws JSONException {
        if (result.isOk()) {
            return new JSONObject().put("ok", true).put("data", result.value().data()).toString();
        }
        ToolError e = result.error();
        return new JSONObject().put("ok", false).put("code", e.code()).put("message", e.message())
                .put("retryable", e.retryable()).toString();
    }

    private static Bundle replay(ToolCall call, JSONObject outcome) throws JSONException {
        if (outcome.optBoolean("ok")) {
            return success(call.requestId(), outcome.optJSONObject("data").toString());
        }
        return error(call.requestId(), outcome.getString("code"), outcome.getString("message"),
                outcome.optBoolean("retryable"));
    }

    private static Bundle toBundle(ToolCall call, Result<Reply> result) {
        if (!result.isOk()) {
            ToolError e = result.error();
            return error(call.requestId(), e.code(), e.message(), e.retryable());
        }
        Reply reply = result.value();
        if (reply.awaitsUser()) {
            Bundle bundle = error(call.requestId(), "USER_ACTION_REQUIRED", reply.prompt(), false);
            bundle.putParcelable("resolution", reply.resolution());
            bundle.putString("resume_token", reply.resumeToken());
            return bundle;
        }
        Bundle bundle = success(call.requestId(), reply.data().toString());
        if (reply.file() != null) {
            bundle.putParcelable("result_fd", reply.file());
        }
        return bundle;
    }

    private static Bundle success(String requestId, String data) {
        Bundle bundle = new Bundle();
        bundle.putString("status", "success");
        bundle.putInt("protocol_version", 2);
        bundle.putString("request_id", requestId);
        bundle.putString("data", data);
        return bundle;
    }

    /** An error; negotiate's (requestId null and no version) carry neither echo. */
    private static Bundle error(String requestId, String code, String message, boolean retryable) {
        Bundle bundle = new Bundle();
        bundle.putString("status", "error");
        bundle.putString("error_code", code);
        bundle.putString("error_message", message);
        bundle.putBoolean("retryable", retryable);
        if (requestId != null) {
            bundle.putInt("protocol_version", 2);
            bundle.putString("request_id", requestId);
        }
        return bundle;
    }
}
