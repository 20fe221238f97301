package com.hearthlink.cetp;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.hearthlink.security.Authorizer;
import com.hearthlink.security.SecurityRegistry;
import com.hearthlink.ui.ConfirmActivity;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * CETP v2 over call(), written for Hearthlink's two tool providers. The caller is read from Binder once, on entry,
 * and checked by the provider's verifier; every execution then goes through the tool's authorizer, the provider's
 * confirmation policy and the ledger. Subclasses build their SecurityRegistry in onCreate and run the tools.
 */
public abstract class ToolProviderBase extends ContentProvider {
    private static final String TAG = "HearthTools";

    protected SQLiteDatabase db;
    protected Ledger ledger;
    protected SecurityRegistry registry;
    /** Talks to the hub for tools that wait on a device; the Binder thread waits for it up to the deadline. */
    private final ExecutorService worker = Executors.newSingleThreadExecutor();

    protected abstract String providerId();

    protected abstract String providerName();

    protected abstract String description();

    protected abstract String revision();

    protected abstract JSONArray scopes() throws JSONException;

    /** Runs a call that is authorized and, where the tool needs it, confirmed. */
    protected abstract Bundle run(Call call, ToolSpec tool) throws JSONException;

    /** What the confirmation screen shows for this call (target, action, consequence), null if no such target. */
    protected abstract String summarize(Call call, ToolSpec tool) throws JSONException;

    /** Subclasses call this from onCreate once their registry is built. */
    protected final void install(SQLiteDatabase db, SecurityRegistry registry) {
        this.db = db;
        this.ledger = new Ledger(db, providerId());
        this.registry = registry;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        int pid = Binder.getCallingPid();
        Bundle in = extras != null ? extras : Bundle.EMPTY;
        String requestId = in.getString(Keys.REQUEST_ID);
        if (!registry.verifier.admits(uid)) {
            registry.audit.record(uid, method, requestId, "caller refused");
            return Replies.error(requestId, Keys.E_PERMISSION_DENIED, "This app may not use Hearthlink's tools",
                    false);
        }
        try {
            switch (method) {
                case Keys.M_NEGOTIATE:
                    return negotiate(uid, in);
                case Keys.M_PROVIDER_INFO:
                    return providerInfo(uid, in);
                case Keys.M_LIST_TOOLS:
                    return listTools(uid, in);
                case Keys.M_EXECUTE:
                    return executeTool(uid, pid, in);
                default:
                    return Replies.error(requestId, Keys.E_METHOD_NOT_FOUND, "Unknown method", false);
            }
        } catch (JSONException | RuntimeException e) {
            Log.e(TAG, providerId() + " " + method + " failed", e);
            return Replies.error(requestId, Keys.E_INTERNAL, "Hearthlink could not handle the request", false);
        }
    }

    private Bundle negotiate(int uid, Bundle in) throws JSONException {
        int[] offered = in.getIntArray(Keys.CONSUMER_VERSIONS);
        boolean speaksV2 = false;
        for (int i = 0; offered != null && i < offered.length; i++) {
            speaksV2 |= offered[i] == Keys.V2;
        }
        if (!speaksV2) {
            return Replies.error(null, Keys.E_UNSUPPORTED_VERSION, "Hearthlink speaks CETP version 2 only", false);
        }
        JSONArray offeredCaps = new JSONArray(in.getString(Keys.CONSUMER_CAPABILITIES, "[]"));
        Log.d(TAG, "consumer offers " + offeredCaps.length() + " optional capabilities; Hearthlink uses none");
        long expires = System.currentTimeMillis() + Keys.SESSION_TTL_MS;
        String token = ledger.openSession(uid, expires);
        JSONObject limits = new JSONObject()
                .put("max_request_bytes", Keys.MAX_REQUEST_BYTES)
                .put("max_inline_result_bytes", Keys.MAX_INLINE_RESULT_BYTES)
                .put("max_concurrent_requests", 1)
                .put("idempotency_window_seconds", Keys.IDEMPOTENCY_WINDOW_SECONDS);
        return Replies.negotiated(new JSONObject()
                .put("selected_version", Keys.V2)
                .put("provider_id", providerId())
                .put("provider_name", providerName())
                .put("session_token", token)
                .put("expires_at", Instant.ofEpochMilli(expires).toString())
                .put("capabilities", new JSONArray())
                .put("limits", limits));
    }

    /** What is wrong with a v2 envelope (version, request id, session of this caller), or null. */
    private Bundle refuse(int uid, Bundle in) {
        String requestId = in.getString(Keys.REQUEST_ID);
        if (in.getInt(Keys.PROTOCOL_VERSION, 0) != Keys.V2) {
            return Replies.error(requestId, Keys.E_INVALID_REQUEST, "protocol_version 2 is required", false);
        }
        if (requestId == null || requestId.isEmpty()) {
            return Replies.error(null, Keys.E_INVALID_REQUEST, "request_id is required", false);
        }
        if (!ledger.liveSession(in.getString(Keys.SESSION_TOKEN), uid)) {
            return Replies.error(requestId, Keys.E_NEGOTIATION_REQUIRED, "No live session: negotiate again", true);
        }
        return null;
    }

    private Bundle providerInfo(int uid, Bundle in) throws JSONException {
        Bundle refused = refuse(uid, in);
        if (refused != null) {
            return refused;
        }
        return Replies.success(in.getString(Keys.REQUEST_ID), new JSONObject()
                .put("provider_id", providerId())
                .put("provider_name", providerName())
                .put("description", description())
                .put("schema_dialect", Keys.DIALECT)
                .put("scopes", scopes()));
    }

    private Bundle listTools(int uid, Bundle in) throws JSONException {
        Bundle refused = refuse(uid, in);
        if (refused != null) {
            return refused;
        }
        JSONArray tools = new JSONArray();
        for (ToolSpec tool : registry.tools()) {
            tools.put(tool.descriptor());
        }
        return Replies.success(in.getString(Keys.REQUEST_ID),
                new JSONObject().put("revision", revision()).put("tools", tools));
    }

    private Bundle executeTool(int uid, int pid, Bundle in) throws JSONException {
        Bundle refused = refuse(uid, in);
        if (refused != null) {
            return refused;
        }
        String requestId = in.getString(Keys.REQUEST_ID);
        long deadline = in.getLong(Keys.DEADLINE_AT_MS, 0L);
        if (deadline <= 0L) {
            return Replies.error(requestId, Keys.E_INVALID_REQUEST, "deadline_at_ms is required", false);
        }
        if (System.currentTimeMillis() >= deadline) {
            return Replies.error(requestId, Keys.E_DEADLINE_EXCEEDED, "The deadline had passed on arrival", false);
        }
        ToolSpec tool = registry.tool(in.getString(Keys.TOOL_NAME, ""));
        if (tool == null) {
            return Replies.error(requestId, Keys.E_TOOL_NOT_FOUND, "No such tool", false);
        }
        String raw = in.getString(Keys.ARGS, "{}");
        if (raw.getBytes(StandardCharsets.UTF_8).length > Keys.MAX_REQUEST_BYTES) {
            return Replies.error(requestId, Keys.E_INVALID_ARGS, "args exceed max_request_bytes", false);
        }
        JSONObject args;
        try {
            args = new JSONObject(raw);
        } catch (JSONException e) {
            return Replies.error(requestId, Keys.E_INVALID_ARGS, "args must be a JSON object", false);
        }
        Call call = new Call(uid, pid, providerId(), requestId, tool.name, raw, args,
                in.getString(Keys.RESUME_TOKEN), deadline);
        if (tool.mutating()) {
            Bundle kept = ledger.replay(call);
            if (kept != null) {
                return kept;
            }
        }
        Authorizer.Decision decision = tool.authorizer.authorize(call, tool);
        if (!decision.allowed()) {
            registry.audit.record(uid, tool.name, requestId, decision.errorCode);
            return Replies.error(requestId, decision.errorCode, decision.message, decision.retryable);
        }
        if (call.resumeToken != null) {
            Bundle stop = resume(call);
            if (stop != null) {
                return stop;
            }
        }
        if (!registry.confirmations.satisfied(tool, call)) {
            return askUser(call, tool);
        }
        Bundle reply;
        try {
            reply = run(call, tool);
        } catch (JSONException e) {
            reply = Replies.fail(call, Keys.E_INVALID_ARGS, "args do not match the input schema");
        }
        registry.audit.record(uid, tool.name, requestId, reply.getString(Keys.STATUS));
        if (tool.mutating() && !reply.getBoolean(Keys.RETRYABLE)) {
            ledger.keep(call, reply);
        }
        return reply;
    }

    /** Null when the resume token belongs to exactly this call and the user answered yes; the ticket is spent. */
    private Bundle resume(Call call) throws JSONException {
        JSONObject ticket = ledger.spendTicket(call);
        if (ticket == null) {
            return Replies.fail(call, Keys.E_INVALID_REQUEST, "resume_token does not fit this call");
        }
        String state = ticket.getString("state");
        if (Ledger.PENDING.equals(state)) {
            return Replies.fail(call, Keys.E_CONFLICT, "The user has not answered yet");
        }
        if (Ledger.DENIED.equals(state)) {
            return Replies.fail(call, Keys.E_USER_CANCELLED, "The user declined");
        }
        call.ticket = ticket;
        return null;
    }

    private Bundle askUser(Call call, ToolSpec tool) throws JSONException {
        String summary = summarize(call, tool);
        if (summary == null) {
            return Replies.fail(call, Keys.E_INVALID_ARGS, "The target of this call does not exist");
        }
        String token = ledger.openTicket(call, summary);
        registry.audit.record(call.uid, tool.name, call.requestId, "confirmation requested");
        return Replies.confirm(call, ConfirmActivity.resolution(getContext(), Ledger.ticketKey(token)), token);
    }

    /** Runs job on the hub worker and waits for it on the Binder thread until the call's deadline. */
    protected final Bundle onWorker(Call call, Callable<JSONObject> job) throws JSONException {
        Future<JSONObject> pending = worker.submit(job);
        try {
            return Replies.inline(call, pending.get(Math.max(call.remainingMs(), 1L), TimeUnit.MILLISECONDS));
        } catch (TimeoutException e) {
            return Replies.error(call.requestId, Keys.E_DEADLINE_EXCEEDED,
                    "The hub did not finish before the deadline; ask again with the same request_id", true);
        } catch (ExecutionException e) {
            Log.w(TAG, call.tool + " failed on the hub worker", e.getCause());
            return Replies.error(call.requestId, Keys.E_UNAVAILABLE, "The hub could not carry this out right now",
                    true);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Replies.error(call.requestId, Keys.E_UNAVAILABLE, "The hub could not carry this out right now",
                    true);
        }
    }

    /** For entry points other than call(): the Binder caller must pass the same verifier. */
    protected final void requireCaller() {
        int uid = Binder.getCallingUid();
        if (!registry.verifier.admits(uid)) {
            throw new SecurityException("uid " + uid + " may not open Hearthlink's files");
        }
    }

    // ---- no table API: the assistant uses call() ----

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        throw refused("query");
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        throw refused("insert");
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        throw refused("update");
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        throw refused("delete");
    }

    private UnsupportedOperationException refused(String what) {
        Log.w(TAG, what + " by uid " + Binder.getCallingUid() + " refused");
        return new UnsupportedOperationException(what + " is not supported; use call()");
    }
}
