package com.lumenhall.hub.cetp;

import android.os.Bundle;
import android.util.Log;
import com.lumenhall.hub.Hub;
import com.lumenhall.hub.bus.EventBus;
import com.lumenhall.hub.bus.Events;
import com.lumenhall.hub.exec.CommandQueue;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * CETP v2 over ContentProvider.call(), shared by the hub's providers: envelope, session, deadline, dedup and
 * confirmation are handled here; a subclass describes its tools and runs them. Confirmation and dedup are decided by
 * the subscribers on this endpoint's bus.
 */
public abstract class ToolEndpoint {
    private static final String TAG = "LumenhallCetp";
    private static final int MAX_ARGS_BYTES = 65536;
    private static final long APPROVAL_TTL_MS = 10L * 60L * 1000L;
    protected static final String LARGE_RESULTS = "large_results";

    protected final EventBus bus = new EventBus();
    protected final CommandQueue queue;
    protected final Approvals approvals;
    private final CallerCheck callers;
    private final Sessions sessions = new Sessions();
    private final Outcomes outcomes;

    protected ToolEndpoint(Hub hub, Outcomes outcomes) {
        this.queue = hub.queue;
        this.approvals = hub.approvals;
        this.callers = hub.callers;
        this.outcomes = outcomes;
        bus.register(Events.MutationFinished.class, outcomes);
        bus.register(Events.ConfirmationCheck.class, this::judgeResume);
    }

    protected abstract String providerId();

    protected abstract String providerName();

    protected abstract String description();

    protected abstract JSONArray scopes() throws JSONException;

    protected abstract JSONArray tools() throws JSONException;

    /** The line the confirmation screen shows for call. */
    protected abstract String summary(Call call);

    /** A read tool. */
    protected abstract Bundle read(Call call) throws JSONException;

    /** A mutating tool, once dedup and confirmation let it run: the future of its reply. */
    protected abstract CompletableFuture<Bundle> mutate(Call call) throws JSONException;

    /** One call(); uid is Binder.getCallingUid() as call() read it. */
    public final Bundle handle(int uid, String method, Bundle extras) {
        Bundle in = extras != null ? extras : new Bundle();
        String requestId = in.getString("request_id");
        if (!callers.allowed(uid)) {
            return Replies.error(requestId, "PERMISSION_DENIED", "This app may not use Lumenhall's tools", false);
        }
        try {
            switch (method == null ? "" : method) {
                case "negotiate":
                    return negotiate(uid, in);
                case "get_provider_info":
                    return providerInfo(uid, in);
                case "list_tools":
                    return listTools(uid, in);
                case "execute_tool":
                    return execute(uid, in);
                case "get_operation":
                case "cancel_operation":
                    return Replies.error(requestId, "UNSUPPORTED_CAPABILITY", "Lumenhall answers every tool at once",
                            false);
                default:
                    return Replies.error(requestId, "METHOD_NOT_FOUND", "Unknown method", false);
            }
        } catch (JSONException e) {
            Log.w(TAG, "bad JSON in " + method, e);
            return Replies.error(requestId, "INVALID_ARGS", "The arguments do not fit this tool", false);
        }
    }

    private Bundle negotiate(int uid, Bundle in) throws JSONException {
        int[] versions = in.getIntArray("consumer_versions");
        boolean two = false;
        if (versions != null) {
            for (int version : versions) {
                if (version == 2) {
                    two = true;
                }
            }
        }
        if (!two) {
            return Replies.error(null, "UNSUPPORTED_VERSION", "Lumenhall serves CETP version 2 only", false);
        }
        Set<String> granted = new HashSet<>();
        String offered = in.getString("consumer_capabilities");
        if (offered != null) {
            JSONArray list = new JSONArray(offered);
            for (int i = 0; i < list.length(); i++) {
                if (LARGE_RESULTS.equals(list.optString(i))) {
                    granted.add(LARGE_RESULTS);
                }
            }
        }
        long now = System.currentTimeMillis();
        JSONArray capabilities = new JSONArray();
        for (String capability : granted) {
            capabilities.put(capability);
        }
        JSONObject limits = new JSONObject()
                .put("max_request_bytes", MAX_ARGS_BYTES)
                .put("max_inline_result_bytes", 262144)
                .put("max_concurrent_requests", 4)
                .put("idempotency_window_seconds", 86400);
        JSONObject data = new JSONObject()
                .put("selected_version", 2)
                .put("provider_id", providerId())
                .put("provider_name", providerName())
                .put("session_token", sessions.open(uid, granted, now))
                .put("expires_at", Instant.ofEpochMilli(now + Sessions.TTL_MS).toString())
                .put("capabilities", capabilities)
                .put("limits", limits);
        return Replies.success(null, data.toString());
    }

    /** The capabilities of the caller's session when the envelope is a valid v2 one; else null. */
    private Set<String> session(int uid, Bundle in) {
        if (in.getInt("protocol_version", 0) != 2 || in.getString("request_id") == null) {
            return null;
        }
        return sessions.admit(in.getString("session_token"), uid, System.currentTimeMillis());
    }

    private Bundle refused(Bundle in) {
        String requestId = in.getString("request_id");
        if (in.getInt("protocol_version", 0) != 2 || requestId == null) {
            return Replies.error(requestId, "INVALID_REQUEST", "protocol_version 2 and a request_id are required",
                    false);
        }
        return Replies.error(requestId, "NEGOTIATION_REQUIRED", "Negotiate a session first", true);
    }

    private Bundle providerInfo(int uid, Bundle in) throws JSONException {
        if (session(uid, in) == null) {
            return refused(in);
        }
        JSONObject data = new JSONObject()
                .put("provider_id", providerId())
                .put("provider_name", providerName())
                .put("description", description())
                .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
                .put("scopes", scopes());
        return Replies.success(in.getString("request_id"), data.toString());
    }

    private Bundle listTools(int uid, Bundle in) throws JSONException {
        if (session(uid, in) == null) {
            return refused(in);
        }
        JSONObject data = new JSONObject().put("revision", "lumenhall-3").put("tools", tools());
        return Replies.success(in.getString("request_id"), data.toString());
    }

    private JSONObject annotationsOf(String tool) throws JSONException {
        JSONArray all = tools();
        for (int i = 0; i < all.length(); i++) {
            JSONObject descriptor = all.optJSONObject(i);
            if (descriptor != null && tool.equals(descriptor.optString("name"))) {
                return descriptor.optJSONObject("annotations");
            }
        }
        return null;
    }

    private Bundle execute(int uid, Bundle in) throws JSONException {
        Set<String> capabilities = session(uid, in);
        if (capabilities == null) {
            return refused(in);
        }
        String requestId = in.getString("request_id");
        String tool = in.getString("tool_name");
        JSONObject annotations = tool == null ? null : annotationsOf(tool);
        if (annotations == null) {
            return Replies.error(requestId, "TOOL_NOT_FOUND", "No such tool", false);
        }
        long deadline = in.getLong("deadline_at_ms", 0L);
        if (deadline <= 0L) {
            return Replies.error(requestId, "INVALID_REQUEST", "deadline_at_ms is required", false);
        }
        if (System.currentTimeMillis() >= deadline) {
            return Replies.error(requestId, "DEADLINE_EXCEEDED", "The deadline passed before the hub started", false);
        }
        String raw = in.getString("args");
        if (raw == null || raw.getBytes(StandardCharsets.UTF_8).length > MAX_ARGS_BYTES) {
            return Replies.error(requestId, "INVALID_ARGS", "args must be a JSON object of at most 64 KiB", false);
        }
        JSONObject args;
        try {
            args = new JSONObject(raw);
        } catch (JSONException e) {
            return Replies.error(requestId, "INVALID_ARGS", "args is not a JSON object", false);
        }
        Call call = new Call(uid, requestId, tool, args, Tokens.sha256Hex(tool + "\n" + raw),
                in.getString("resume_token"), deadline, capabilities);
        if ("read".equals(annotations.getString("effect"))) {
            return read(call);
        }
        String key = Tokens.sha256Hex(uid + "\n" + providerId() + "\n" + requestId);
        JSONObject earlier = outcomes.recall(key);
        if (earlier != null) {
            if (!tool.equals(earlier.optString("tool")) || !call.argsDigest.equals(earlier.optString("digest"))) {
                return Replies.error(requestId, "INVALID_REQUEST", "This request_id belongs to another call", false);
            }
            return Replies.success(requestId, earlier.optString("data"));
        }
        if ("always".equals(annotations.getString("confirmation"))) {
            Bundle stop = confirm(call);
            if (stop != null) {
                return stop;
            }
        }
        if (!outcomes.claim(key)) {
            return Replies.error(requestId, "CONFLICT", "This request is already running", true);
        }
        CompletableFuture<Bundle> reply;
        try {
            reply = mutate(call);
        } catch (JSONException | RuntimeException e) {
            outcomes.release(key);
            throw e;
        }
        reply.whenComplete((bundle, error) -> {
            if (bundle != null && "success".equals(bundle.getString("status"))) {
                bus.post(new Events.MutationFinished(key, tool, call.argsDigest, bundle.getString("data")));
            }
            outcomes.release(key);
        });
        return await(reply, call);
    }

    /** Null when call may run now; else the reply that stops it. */
    private Bundle confirm(Call call) throws JSONException {
        Events.ConfirmationCheck check = bus.post(new Events.ConfirmationCheck(call));
        if (check.verdict == Events.ConfirmationCheck.APPROVED) {
            return null;
        }
        if (check.verdict == Events.ConfirmationCheck.DENIED) {
            return Replies.error(call.requestId, "USER_CANCELLED", "The action was declined on the Lumenhall screen",
                    false);
        }
        if (check.verdict == Events.ConfirmationCheck.PENDING) {
            return Replies.error(call.requestId, "CONFLICT", "The confirmation has not been answered yet", true);
        }
        if (check.verdict == Events.ConfirmationCheck.REFUSED) {
            return Replies.error(call.requestId, "INVALID_REQUEST", "resume_token does not belong to this call",
                    false);
        }
        Events.TokenRequest minted = bus.post(new Events.TokenRequest(call));
        if (minted.token == null) {
            return Replies.error(call.requestId, "INTERNAL_ERROR", "The hub could not open a confirmation", false);
        }
        String approvalKey = Tokens.sha256Hex(minted.token);
        approvals.open(approvalKey, call, summary(call), System.currentTimeMillis() + APPROVAL_TTL_MS);
        Events.ResolutionRequest screen = bus.post(new Events.ResolutionRequest(call, approvalKey));
        return Replies.needsUser(call.requestId, screen.resolution, minted.token);
    }

    /** Subscriber for both providers: a resumed call gets the answer its approval holds, if it is this call's. */
    protected void judgeResume(Events.ConfirmationCheck check) {
        Call call = check.call;
        if (call.resumeToken == null) {
            return;
        }
        JSONObject approval = approvals.redeem(Tokens.sha256Hex(call.resumeToken));
        if (approval == null || approval.optInt("uid", -1) != call.uid
                || !call.tool.equals(approval.optString("tool"))
                || !call.requestId.equals(approval.optString("request_id"))
                || !call.argsDigest.equals(approval.optString("digest"))
                || System.currentTimeMillis() > approval.optLong("expires_at", 0L)) {
            check.verdict = Events.ConfirmationCheck.REFUSED;
            return;
        }
        if (!approval.optBoolean("answered", false)) {
            check.verdict = Events.ConfirmationCheck.PENDING;
            return;
        }
        check.verdict = approval.optBoolean("confirmed", false)
                ? Events.ConfirmationCheck.APPROVED
                : Events.ConfirmationCheck.DENIED;
    }

    /** Waits on the Binder thread for a reply, until the request's deadline. */
    protected final Bundle await(CompletableFuture<Bundle> reply, Call call) {
        long left = call.deadlineAtMs - System.currentTimeMillis();
        try {
            return reply.get(Math.max(left, 1L), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            return Replies.error(call.requestId, "DEADLINE_EXCEEDED",
                    "The hub did not finish before the deadline; ask again with the same request_id", false);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Replies.error(call.requestId, "UNAVAILABLE", "The hub is shutting down", true);
        } catch (ExecutionException e) {
            Log.w(TAG, call.tool + " failed", e);
            return Replies.error(call.requestId, "INTERNAL_ERROR", "The hub could not complete this tool", false);
        }
    }

    protected static CompletableFuture<Bundle> now(Bundle reply) {
        return CompletableFuture.completedFuture(reply);
    }

    /** One tool descriptor; schemas are JSON written with single quotes. */
    protected static JSONObject tool(String name, String title, String description, String input, String output,
            String scope, String effect, String risk, boolean destructive, boolean idempotent, String confirmation)
            throws JSONException {
        JSONObject annotations = new JSONObject()
                .put("effect", effect)
                .put("risk", risk)
                .put("destructive", destructive)
                .put("idempotent", idempotent)
                .put("open_world", false)
                .put("confirmation", confirmation)
                .put("execution", "sync");
        return new JSONObject()
                .put("name", name)
                .put("title", title)
                .put("description", description)
                .put("input_schema", new JSONObject(input.replace('\'', '"')))
                .put("output_schema", new JSONObject(output.replace('\'', '"')))
                .put("scopes", new JSONArray().put(scope))
                .put("annotations", annotations);
    }

    protected static JSONObject scope(String name, String title, String access) throws JSONException {
        return new JSONObject().put("name", name).put("title", title).put("description", title)
                .put("access", access).put("sensitivity", "device");
    }
}
