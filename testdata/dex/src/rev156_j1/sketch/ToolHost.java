package com.brightfold.pantry.cetp;

import android.os.Bundle;
import com.brightfold.pantry.data.PantryDb;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.function.BiFunction;
import java.util.function.BiPredicate;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 by hand: negotiate, provider info, the tool list, execute_tool over a provider's tool table. */
public final class ToolHost {
    private static final int MAX_REQUEST_BYTES = 65536;
    private static final Set<String> METHODS = new HashSet<>(Arrays.asList("negotiate", "get_provider_info",
            "list_tools", "execute_tool", "get_operation", "cancel_operation"));
    private static final Set<String> OFFERED = new HashSet<>(Arrays.asList("large_results"));

    private final String providerId;
    private final String providerName;
    private final String description;
    private final JSONArray scopes;
    private final Map<String, Tool> tools;
    private final Sessions sessions;
    private final Confirmations confirmations;
    private final BiPredicate<Caller, Tool> admit;
    private final BiFunction<Call, Throwable, Bundle> failure;
    private final PantryDb ledger;
    private final Executor executor;

    public ToolHost(String providerId, String providerName, String description, JSONArray scopes,
            List<Tool> tools, Confirmations confirmations, BiPredicate<Caller, Tool> admit,
            BiFunction<Call, Throwable, Bundle> failure, PantryDb ledger, Executor executor) {
        this.providerId = providerId;
        this.providerName = providerName;
        this.description = description;
        this.scopes = scopes;
        this.tools = tools.stream().collect(Collectors.toMap(Tool::name, Function.identity()));
        this.sessions = new Sessions();
        this.confirmations = confirmations;
        this.admit = admit;
        this.failure = failure;
        this.ledger = ledger;
        this.executor = executor;
    }

    public Bundle call(String method, Bundle extras, Caller caller) {
        Bundle in = extras == null ? new Bundle() : extras;
        String rid = in.getString("request_id");
        if ("negotiate".equals(method)) {
            return negotiate(in, caller);
        }
        if (!METHODS.contains(method)) {
            return Replies.error(rid, "METHOD_NOT_FOUND", "unknown method", false);
        }
        if (in.getInt("protocol_version", 0) != 2) {
            return Replies.error(rid, "UNSUPPORTED_VERSION", "protocol_version must be 2", false);
        }
        if (rid == null) {
            return Replies.error(null, "INVALID_REQUEST", "request_id is required", false);
        }
        Optional<Sessions.Session> session = sessions.admit(in.getString("session_token"), caller.uid());
        if (!session.isPresent()) {
            return Replies.error(rid, "NEGOTIATION_REQUIRED", "negotiate first", true);
        }
        switch (method) {
            case "get_provider_info":
                return Replies.success(rid, providerInfo());
            case "list_tools":
                return Replies.success(rid, listTools(session.get()));
            case "execute_tool":
                return execute(in, caller, session.get());
            default:
                return Replies.error(rid, "UNSUPPORTED_CAPABILITY", "operations are not offered", false);
        }
    }

    private Bundle negotiate(Bundle in, Caller caller) {
        int[] versions = in.getIntArray("consumer_versions");
        if (versions == null || IntStream.of(versions).noneMatch(v -> v == 2)) {
            return Replies.error(null, "UNSUPPORTED_VERSION", "this provider speaks CETP v2 only", false);
        }
        Set<String> granted = parseNames(in.getString("consumer_capabilities")).stream()
                .filter(OFFERED::contains)
                .collect(Collectors.toSet());
        Sessions.Session session = sessions.open(caller.uid(), granted);
        try {
            JSONObject limits = new JSONObject()
                    .put("max_request_bytes", MAX_REQUEST_BYTES)
                    .put("max_inline_result_bytes", 262144)
                    .put("max_concurrent_requests", 2)
                    .put("idempotency_window_seconds", 86400);
            return Replies.negotiated(new JSONObject()
                    .put("selected_version", 2)
                    .put("provider_id", providerId)
                    .put("provider_name", providerName)
                    .put("session_token", session.token())
                    .put("expires_at", java.time.Instant.ofEpochMilli(session.expiresAt()).toString())
                    .put("capabilities", new JSONArray(granted))
                    .put("limits", limits));
        } catch (JSONException e) {
            return Replies.error(null, "INTERNAL_ERROR", "negotiation failed", false);
        }
    }

    private static List<String> parseNames(String json) {
        try {
            JSONArray names = new JSONArray(json == null ? "[]" : json);
            return IntStream.range(0, names.length()).mapToObj(names::optString).collect(Collectors.toList());
        } catch (JSONException e) {
            return java.util.Collections.emptyList();
        }
    }

    private JSONObject providerInfo() {
        try {
            return new JSONObject()
                    .put("provider_id", providerId)
                    .put("provider_name", providerName)
                    .put("description", description)
                    .put("scopes", scopes);
        } catch (JSONException e) {
            throw new IllegalStateException(e);
        }
    }

    private JSONObject listTools(Sessions.Session session) {
        List<JSONObject> visible = tools.values().stream()
                .filter(t -> !t.fileResult() || session.has("large_results"))
                .sorted((a, b) -> a.name().compareTo(b.name()))
                .map(Tool::describe)
                .collect(Collectors.toList());
        try {
            return new JSONObject().put("revision", providerId + "-tools-3").put("tools", new JSONArray(visible));
        } catch (JSONException e) {
            throw new IllegalStateException(e);
        }
    }

    private Bundle execute(Bundle in, Caller caller, Sessions.Session session) {
        String rid = in.getString("request_id");
        Optional<Call> parsed = Call.from(in, caller);
        Optional<Tool> found = parsed.map(Call::toolName)
                .map(tools::get)
                .filter(t -> !t.fileResult() || session.has("large_results"));
        if (!found.isPresent()) {
            return Replies.error(rid, "TOOL_NOT_FOUND", "no such tool", false);
        }
        Call call = parsed.get();
        Tool tool = found.get();
        if (call.args() == null || call.argsText().getBytes(StandardCharsets.UTF_8).length > MAX_REQUEST_BYTES) {
            return Replies.error(rid, "INVALID_ARGS", "args must be a JSON object within the request limit", false);
        }
        if (!admit.test(caller, tool)) {
            return Replies.error(rid, "PERMISSION_DENIED", "no grant for scope " + tool.scope(), false);
        }
        if (call.expired(System.currentTimeMillis())) {
            return Replies.error(rid, "DEADLINE_EXCEEDED", "deadline_at_ms has passed", false);
        }
        if (tool.mutating()) {
            Optional<Bundle> replayed = ledger.recorded(caller.uid(), providerId, rid)
                    .map(e -> e.sameCall(tool.name(), call.argsText())
                            ? Replies.inline(rid, e.value())
                            : Replies.error(rid, "INVALID_REQUEST", "request_id was used for another call", false));
            if (replayed.isPresent()) {
                return replayed.get();
            }
        }
        if (tool.confirmWhen().test(call)) {
            Optional<Bundle> stop = confirmations.require(call, tool);
            if (stop.isPresent()) {
                return stop.get();
            }
        }
        return CompletableFuture.supplyAsync(() -> tool.handler().apply(call), executor)
                .thenApply(outcome -> settle(call, tool, outcome))
                .handle((reply, err) -> err == null ? reply : failure.apply(call, unwrap(err)))
                .join();
    }

    private Bundle settle(Call call, Tool tool, Outcome outcome) {
        if (outcome.isFile()) {
            return Replies.file(call.requestId(), outcome);
        }
        if (tool.mutating()) {
            ledger.record(call.caller().uid(), providerId, call.requestId(), tool.name(), call.argsText(),
                    outcome.value());
        }
        return Replies.inline(call.requestId(), outcome.value());
    }

    private static Throwable unwrap(Throwable err) {
        return err instanceof CompletionException && err.getCause() != null ? err.getCause() : err;
    }
}
