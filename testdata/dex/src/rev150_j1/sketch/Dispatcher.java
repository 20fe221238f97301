package com.kestrel.ledger.pipeline;

import com.kestrel.ledger.data.Ledger;
import com.kestrel.ledger.tools.ToolHandler;
import com.kestrel.ledger.tools.ToolRegistry;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The last step of a provider's pipeline: answers the CETP v2 methods from the provider's tool table. */
public final class Dispatcher implements Interceptor {
    public static final int MAX_ARGS_BYTES = 65536;

    private final Ledger ledger;
    private final Sessions sessions;
    private final String provider;
    private final String providerName;
    private final String description;
    private final JSONArray scopes;
    private final String revision;

    public Dispatcher(Ledger ledger, Sessions sessions, String provider, String providerName, String description,
            JSONArray scopes, String revision) {
        this.ledger = ledger;
        this.sessions = sessions;
        this.provider = provider;
        this.providerName = providerName;
        this.description = description;
        this.scopes = scopes;
        this.revision = revision;
    }

    @Override
    public Response intercept(Chain chain) throws JSONException {
        Request request = chain.request();
        switch (request.method()) {
            case "negotiate":
                return negotiate(request);
            case "get_provider_info":
                return Response.success(request, new JSONObject()
                        .put("provider_id", ledger.packageName)
                        .put("provider_name", providerName)
                        .put("description", description)
                        .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
                        .put("scopes", scopes)
                        .toString());
            case "list_tools":
                return listTools(request);
            case "execute_tool":
                return execute(request);
            case "get_operation":
            case "cancel_operation":
                return Response.error(request, "UNSUPPORTED_CAPABILITY", "Kestrel Ledger answers every tool at once",
                        false);
            default:
                return Response.error(request, "METHOD_NOT_FOUND", "Unknown method", false);
        }
    }

    private Response negotiate(Request request) throws JSONException {
        int[] versions = request.extras().getIntArray("consumer_versions");
        boolean two = false;
        if (versions != null) {
            for (int version : versions) {
                two |= version == 2;
            }
        }
        if (!two) {
            return Response.error(request, "UNSUPPORTED_VERSION", "Kestrel Ledger speaks CETP version 2 only", false);
        }
        long now = System.currentTimeMillis();
        JSONObject limits = new JSONObject()
                .put("max_request_bytes", MAX_ARGS_BYTES)
                .put("max_inline_result_bytes", 262144)
                .put("max_concurrent_requests", 2)
                .put("idempotency_window_seconds", 86400);
        JSONObject data = new JSONObject()
                .put("selected_version", 2)
                .put("provider_id", ledger.packageName)
                .put("provider_name", providerName)
                .put("session_token", sessions.open(request.uid(), now))
                .put("expires_at", Instant.ofEpochMilli(now + Sessions.TTL_MS).toString())
                .put("capabilities", new JSONArray())
                .put("limits", limits);
        return Response.success(request, data.toString());
    }

    private Response listTools(Request request) throws JSONException {
        JSONArray tools = new JSONArray();
        for (ToolHandler handler : ToolRegistry.all(provider)) {
            tools.put(handler.descriptor());
        }
        return Response.success(request, new JSONObject().put("revision", revision).put("tools", tools).toString());
    }

    private Response execute(Request request) throws JSONException {
        ToolHandler handler = ToolRegistry.find(provider, request.toolName());
        if (handler == null) {
            return Response.error(request, "TOOL_NOT_FOUND", "No such tool", false);
        }
        String raw = request.rawArgs();
        if (raw == null || raw.getBytes(StandardCharsets.UTF_8).length > MAX_ARGS_BYTES) {
            return Response.error(request, "INVALID_ARGS", "args must be a JSON object of at most 64 KiB", false);
        }
        return handler.execute(request, ledger);
    }
}
