package com.fieldnote.birding.cetp;

import android.database.SQLException;
import android.os.Bundle;
import android.util.Log;
import com.fieldnote.birding.data.BirdingDb;
import com.fieldnote.birding.ui.ConfirmActivity;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Answers one call() of a tool provider: the visitor of its command, with the caller read on the Binder thread. */
public class Exchange implements Command.Visitor<Bundle> {
    private static final String TAG = "FieldnoteCetp";
    private static final int MAX_REQUEST_BYTES = 65536;
    private static final long SESSION_MS = 60 * 60 * 1000L;

    protected final BaseToolProvider provider;
    protected final int uid;
    protected final String callerPackage;

    public Exchange(BaseToolProvider provider, int uid, String callerPackage) {
        this.provider = provider;
        this.uid = uid;
        this.callerPackage = callerPackage;
    }

    @Override
    public Bundle visit(Command.Negotiate c) {
        boolean two = false;
        if (c.versions != null) {
            for (int v : c.versions) {
                two |= v == 2;
            }
        }
        if (!two) {
            return Replies.error(null, "UNSUPPORTED_VERSION", "This provider speaks CETP v2 only", false);
        }
        JSONArray offered;
        try {
            offered = new JSONArray(c.capabilities);
        } catch (JSONException e) {
            return Replies.error(null, "INVALID_REQUEST", "consumer_capabilities must be a JSON array", false);
        }
        Log.i(TAG, "negotiate: " + offered.length() + " capabilities offered, none taken");
        long expiresAt = System.currentTimeMillis() + SESSION_MS;
        BaseToolProvider.Session session = provider.openSession(Tokens.mint(), uid, expiresAt);
        try {
            JSONObject limits = new JSONObject()
                    .put("max_request_bytes", MAX_REQUEST_BYTES)
                    .put("max_inline_result_bytes", 262144)
                    .put("max_concurrent_requests", 4)
                    .put("idempotency_window_seconds", 86400);
            return Replies.negotiated(new JSONObject()
                    .put("selected_version", 2)
                    .put("provider_id", provider.providerId())
                    .put("provider_name", provider.providerName())
                    .put("session_token", session.token)
                    .put("expires_at", Instant.ofEpochMilli(expiresAt).toString())
                    .put("capabilities", new JSONArray())
                    .put("limits", limits));
        } catch (JSONException e) {
            Log.w(TAG, "negotiate failed", e);
            return Replies.error(null, "INTERNAL_ERROR", "The provider could not answer", false);
        }
    }

    /** The error that answers a v2 command whose envelope or session is not good, or null. */
    private Bundle refusal(Command.InSession c) {
        if (c.protocolVersion != 2) {
            return Replies.error(c.requestId, "UNSUPPORTED_VERSION", "protocol_version 2 is required", false);
        }
        if (c.requestId == null || c.requestId.isEmpty()) {
            return Replies.error(null, "INVALID_REQUEST", "request_id is required", false);
        }
        if (provider.session(c.sessionToken, uid) == null) {
            return Replies.error(c.requestId, "NEGOTIATION_REQUIRED", "Negotiate a session first", true);
        }
        return null;
    }

    @Override
    public Bundle visit(Command.ProviderInfo c) {
        Bundle refusal = refusal(c);
        if (refusal != null) {
            return refusal;
        }
        try {
            return Replies.success(c.requestId, provider.info());
        } catch (JSONException e) {
            Log.w(TAG, "get_provider_info failed", e);
            return Replies.error(c.requestId, "INTERNAL_ERROR", "The provider could not answer", false);
        }
    }

    @Override
    public Bundle visit(Command.ListTools c) {
        Bundle refusal = refusal(c);
        if (refusal != null) {
            return refusal;
        }
        try {
            return Replies.success(c.requestId, new JSONObject()
                    .put("revision", provider.revision())
                    .put("tools", provider.registry.describe()));
        } catch (JSONException e) {
            Log.w(TAG, "list_tools failed", e);
            return Replies.error(c.requestId, "INTERNAL_ERROR", "The provider could not answer", false);
        }
    }

    @Override
    public Bundle visit(Command.ExecuteTool c) {
        Bundle refusal = refusal(c);
        if (refusal != null) {
            return refusal;
        }
        Class<? extends ToolArgs> type = provider.registry.typeOf(c.toolName);
        if (type == null) {
            return Replies.error(c.requestId, "TOOL_NOT_FOUND", "No such tool", false);
        }
        try {
            return execute(type, c);
        } catch (JSONException | SQLException e) {
            Log.w(TAG, "execute_tool " + c.toolName + " failed", e);
            return Replies.error(c.requestId, "INTERNAL_ERROR", "The tool could not complete", false);
        }
    }

    /** Decodes the arguments as {@code type}, checks the grant, deduplicates a mutation and runs the handler. */
    private <A extends ToolArgs> Bundle execute(Class<A> type, Command.ExecuteTool c) throws JSONException {
        if (c.args == null || c.args.getBytes(StandardCharsets.UTF_8).length > MAX_REQUEST_BYTES) {
            return Replies.error(c.requestId, "INVALID_ARGS", "The arguments are missing or too large", false);
        }
        ToolArgs args;
        try {
            args = ToolArgs.decode(new JSONObject(c.args), type);
        } catch (JSONException e) {
            return Replies.error(c.requestId, "INVALID_ARGS", "The arguments do not match the input schema", false);
        }
        args.bindCaller(uid, callerPackage);
        ToolHandler<A, ?> handler = provider.registry.get(type);
        if (!provider.granted(uid, handler.scopes())) {
            return Replies.error(c.requestId, "PERMISSION_DENIED", "This app may not use " + handler.name, false);
        }
        String digest = Tokens.sha256(c.args);
        String key = uid + ":" + provider.providerId() + ":" + c.requestId;
        if (handler.mutating()) {
            BirdingDb.LedgerEntry prior = provider.ledger.findById(key);
            if (prior != null) {
                if (!prior.tool.equals(handler.name) || !prior.argsSha256.equals(digest)) {
                    return Replies.error(c.requestId, "INVALID_REQUEST", "This request_id was used for another call",
                            false);
                }
                return Replies.success(c.requestId, new JSONObject(prior.data));
            }
        }
        Call call = new Call(c.extras, uid, c.requestId, handler.name, digest, c.resumeToken);
        ToolResult result;
        try {
            result = provider.registry.get(type).run(call, type.cast(args));
        } catch (ToolException e) {
            return refused(call, e);
        }
        JSONObject data = new JSONObject().put("kind", "inline").put("value", result.toJson());
        if (handler.mutating()) {
            provider.ledger.save(new BirdingDb.LedgerEntry(key, handler.name, digest, data.toString(),
                    System.currentTimeMillis()));
        }
        return Replies.success(c.requestId, data);
    }

    /** The answer to a tool's refusal; a call held for the user gets the confirmation screen and its resume token. */
    protected Bundle refused(Call call, ToolException e) {
        if (e instanceof ToolException.NeedsConfirmation) {
            String token = ((ToolException.NeedsConfirmation) e).token;
            Bundle b = Replies.error(call.requestId, "USER_ACTION_REQUIRED", e.reply, false);
            b.putParcelable("resolution", Replies.resolution(provider.getContext(), ConfirmActivity.class, token));
            b.putString("resume_token", token);
            return b;
        }
        return Replies.error(call.requestId, e.code, e.reply, e.retryable);
    }

    @Override
    public Bundle visit(Command.Operation c) {
        Bundle refusal = refusal(c);
        if (refusal != null) {
            return refusal;
        }
        return Replies.error(c.requestId, "UNSUPPORTED_CAPABILITY", "Background operations are not offered", false);
    }

    @Override
    public Bundle visit(Command.Unknown c) {
        return Replies.error(c.requestId, "METHOD_NOT_FOUND", "Unknown method", false);
    }
}
