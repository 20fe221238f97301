package com.greenwick.garden.cetp;

import android.app.PendingIntent;
import android.os.Bundle;
import com.greenwick.garden.confirm.ResolutionFactory;
import com.greenwick.garden.security.ApprovalPolicy;
import com.greenwick.garden.security.Caller;
import com.greenwick.garden.security.CallerVerifier;
import com.greenwick.garden.security.IdentityResolver;
import com.greenwick.garden.security.SessionGuard;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * CETP v2 over ContentProvider.call() for one provider. It builds nothing itself: the graph hands it the toolset and
 * every policy object, so each provider gets the same protocol with its own wiring.
 */
public final class CetpEndpoint {
    private static final int MAX_ARGS_BYTES = 65536;
    private static final long APPROVAL_TTL_MS = 10L * 60L * 1000L;

    private final Toolset tools;
    private final IdentityResolver identity;
    private final CallerVerifier verifier;
    private final SessionGuard sessions;
    private final ApprovalPolicy approvalPolicy;
    private final Approvals approvals;
    private final ResolutionFactory resolutions;
    private final DedupLedger dedup;
    private final ErrorMapper errors;
    private final Clock clock;
    private final Tokens tokens;

    public CetpEndpoint(Toolset tools, IdentityResolver identity, CallerVerifier verifier, SessionGuard sessions,
            ApprovalPolicy approvalPolicy, Approvals approvals, ResolutionFactory resolutions, DedupLedger dedup,
            ErrorMapper errors, Clock clock, Tokens tokens) {
        this.tools = tools;
        this.identity = identity;
        this.verifier = verifier;
        this.sessions = sessions;
        this.approvalPolicy = approvalPolicy;
        this.approvals = approvals;
        this.resolutions = resolutions;
        this.dedup = dedup;
        this.errors = errors;
        this.clock = clock;
        this.tokens = tokens;
    }

    /** One call() of the provider; uid is Binder.getCallingUid() as call() read it on the Binder thread. */
    public Bundle handle(int uid, String method, Bundle extras) {
        Bundle in = extras != null ? extras : new Bundle();
        String requestId = in.getString(Replies.REQUEST_ID);
        Caller caller = identity.resolve(uid, in);
        if (caller == null || !verifier.trusted(caller)) {
            return Replies.error(requestId, "PERMISSION_DENIED", "This app may not use Greenwick's tools", false);
        }
        try {
            switch (method) {
                case "negotiate":
                    return negotiate(caller, in);
                case "get_provider_info":
                    return providerInfo(caller, in);
                case "list_tools":
                    return listTools(caller, in);
                case "execute_tool":
                    return executeTool(caller, in);
                case "get_operation":
                case "cancel_operation":
                    return Replies.error(requestId, "UNSUPPORTED_CAPABILITY", "No asynchronous operations are offered",
                            false);
                default:
                    return Replies.error(requestId, "METHOD_NOT_FOUND", "Unknown method", false);
            }
        } catch (JSONException | RuntimeException e) {
            return errors.map(requestId, e);
        }
    }

    private Bundle negotiate(Caller caller, Bundle in) throws JSONException {
        int[] offered = in.getIntArray("consumer_versions");
        boolean two = false;
        if (offered != null) {
            for (int version : offered) {
                if (version == 2) {
                    two = true;
                }
            }
        }
        if (!two) {
            return Replies.error(null, "UNSUPPORTED_VERSION", "Only CETP version 2 is served", false);
        }
        long now = clock.now();
        JSONObject limits = new JSONObject()
                .put("max_request_bytes", MAX_ARGS_BYTES)
                .put("max_inline_result_bytes", 262144)
                .put("max_concurrent_requests", 2)
                .put("idempotency_window_seconds", 86400);
        JSONObject data = new JSONObject()
                .put("selected_version", 2)
                .put("provider_id", tools.providerId())
                .put("provider_name", tools.providerName())
                .put("session_token", sessions.open(caller.uid, now))
                .put("expires_at", Instant.ofEpochMilli(now + SessionGuard.TTL_MS).toString())
                .put("capabilities", new JSONArray())
                .put("limits", limits);
        return Replies.success(null, data.toString());
    }

    /** Null when the envelope is a v2 request within a live session of this caller, else the error to answer. */
    private Bundle refuse(Caller caller, Bundle in) {
        String requestId = in.getString(Replies.REQUEST_ID);
        if (in.getInt("protocol_version", 0) != 2 || requestId == null) {
            return Replies.error(requestId, "INVALID_REQUEST", "protocol_version 2 and a request_id are required",
                    false);
        }
        if (!sessions.admits(in, caller.uid, clock.now())) {
            return Replies.error(requestId, "NEGOTIATION_REQUIRED", "Negotiate a session first", true);
        }
        return null;
    }

    private Bundle providerInfo(Caller caller, Bundle in) throws JSONException {
        Bundle refused = refuse(caller, in);
        if (refused != null) {
            return refused;
        }
        JSONObject data = new JSONObject()
                .put("provider_id", tools.providerId())
                .put("provider_name", tools.providerName())
                .put("description", tools.description())
                .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
                .put("scopes", tools.scopes());
        return Replies.success(in.getString(Replies.REQUEST_ID), data.toString());
    }

    private Bundle listTools(Caller caller, Bundle in) throws JSONException {
        Bundle refused = refuse(caller, in);
        if (refused != null) {
            return refused;
        }
        JSONObject data = new JSONObject()
                .put("revision", tools.revision())
                .put("tools", tools.descriptors());
        return Replies.success(in.getString(Replies.REQUEST_ID), data.toString());
    }

    private Bundle executeTool(Caller caller, Bundle in) throws JSONException {
        Bundle refused = refuse(caller, in);
        if (refused != null) {
            return refused;
        }
        String requestId = in.getString(Replies.REQUEST_ID);
        String name = in.getString("tool_name");
        JSONObject annotations = name == null ? null : tools.annotations(name);
        if (annotations == null) {
            return Replies.error(requestId, "TOOL_NOT_FOUND", "No such tool", false);
        }
        long deadline = in.getLong("deadline_at_ms", 0L);
        if (deadline <= 0L) {
            return Replies.error(requestId, "INVALID_REQUEST", "deadline_at_ms is required", false);
        }
        if (clock.now() >= deadline) {
            return Replies.error(requestId, "DEADLINE_EXCEEDED", "The deadline passed before the call started", false);
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
        Call call = new Call(caller, requestId, name, args, Tokens.sha256Hex(name + "\n" + raw),
                in.getString("resume_token"), deadline);
        if ("read".equals(annotations.getString("effect"))) {
            return tools.execute(call);
        }
        String key = DedupLedger.key(caller.uid, tools.providerId(), requestId);
        JSONObject kept = dedup.lookup(key);
        if (kept != null) {
            if (!kept.getString("tool").equals(name) || !kept.getString("digest").equals(call.argsDigest)) {
                return Replies.error(requestId, "INVALID_REQUEST", "request_id was used for another call", false);
            }
            return Replies.success(requestId, kept.getString("data"));
        }
        if ("always".equals(annotations.getString("confirmation"))) {
            Bundle unconfirmed = confirm(call);
            if (unconfirmed != null) {
                return unconfirmed;
            }
        }
        if (!dedup.begin(key)) {
            return Replies.error(requestId, "CONFLICT", "This request is already running", true);
        }
        try {
            Bundle reply = tools.execute(call);
            if ("success".equals(reply.getString("status"))) {
                dedup.keep(key, name, call.argsDigest, reply.getString("data"));
            }
            return reply;
        } finally {
            dedup.end(key);
        }
    }

    /** Null when a resumed call carries an answered, approved approval for it; else what to answer instead. */
    private Bundle confirm(Call call) throws JSONException {
        if (call.resumeToken == null) {
            String resumeToken = tokens.next();
            String key = Tokens.sha256Hex(resumeToken);
            approvals.open(key, call, tools.summary(call), clock.now() + APPROVAL_TTL_MS);
            PendingIntent resolution = resolutions.create(key);
            return Replies.needsUser(call.requestId, resolution, resumeToken);
        }
        Approvals.Approval approval = approvals.redeem(Tokens.sha256Hex(call.resumeToken));
        if (approval == null || !approvalPolicy.admits(approval, call, clock.now())) {
            return Replies.error(call.requestId, "INVALID_REQUEST", "resume_token does not belong to this call", false);
        }
        if (approval.pending()) {
            return Replies.error(call.requestId, "CONFLICT", "The confirmation has not been answered yet", true);
        }
        if (!approval.approved()) {
            return Replies.error(call.requestId, "USER_CANCELLED", "The action was declined in Greenwick", false);
        }
        return null;
    }
}
