package com.fernhill.stockroom.core;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.TimeZone;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * The CETP v2 side of a Stockroom tool provider, written out in call(): negotiate, get_provider_info, list_tools,
 * execute_tool, get_operation, cancel_operation. Subclasses supply the plugins and fill in the hooks.
 */
public abstract class PluginProvider extends ContentProvider {
    private static final String TAG = "PluginProvider";
    public static final int MAX_REQUEST_BYTES = 65536;
    public static final int MAX_INLINE_RESULT_BYTES = 262144;
    public static final long SESSION_TTL_MS = 30L * 60L * 1000L;

    protected Stockroom graph;
    protected PluginRegistry registry;

    /** The session (or its stand-in) a v2 call runs in. */
    public static final class Grant {
        public final int uid;
        public final Set<String> capabilities;
        public final Set<String> scopes;

        public Grant(int uid, Set<String> capabilities, Set<String> scopes) {
            this.uid = uid;
            this.capabilities = capabilities;
            this.scopes = scopes;
        }
    }

    @Override
    public boolean onCreate() {
        graph = Stockroom.get(getContext());
        registry = loadPlugins();
        graph.ledger.recoverInterrupted(providerId());
        return true;
    }

    protected abstract PluginRegistry loadPlugins();

    protected abstract String providerId();

    protected abstract String providerName();

    protected abstract String description();

    protected abstract JSONArray scopeCatalog() throws JSONException;

    protected abstract Set<String> supportedCapabilities();

    /** Records a new session after a successful negotiation and returns its token. */
    protected abstract String openSession(int uid, Set<String> capabilities, Set<String> scopes, long expiresAt);

    /** The session of a v2 call other than negotiate, or null (NEGOTIATION_REQUIRED). */
    protected abstract Grant resumeSession(Bundle in, int uid);

    protected abstract String newOperationId();

    /** The operation {@code operationId} if the caller may see it, else null. */
    protected abstract RequestLedger.Operation ownedOperation(String operationId, int uid, String requestId);

    /** A result too large for the Bundle, as a file descriptor (§4.5). */
    protected abstract Bundle fileResult(ToolContext ctx, Tool.Outcome outcome) throws IOException, JSONException;

    /** The error reply for a tool that threw. */
    protected Bundle failure(ToolContext ctx, Throwable error) {
        Log.w(TAG, "tool " + ctx.toolName() + " failed", error);
        return Replies.error(ctx.requestId(), "INTERNAL_ERROR");
    }

    /** Runs on the Binder thread after a synchronous mutation committed. */
    protected void afterCommit(ToolContext ctx, Tool tool, Tool.Outcome outcome) {
    }

    /** The confirmation screen for {@code resumeToken}; providers with confirmed tools override this. */
    protected PendingIntent confirmation(ToolContext ctx, String resumeToken) {
        throw new IllegalStateException("no confirmation screen in " + providerId());
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle in = extras != null ? extras : new Bundle();
        if (method == null) {
            return Replies.error(in.getString("request_id"), "METHOD_NOT_FOUND");
        }
        try {
            switch (method) {
                case "negotiate":
                    return negotiate(in, uid);
                case "get_provider_info":
                case "list_tools":
                case "execute_tool":
                case "get_operation":
                case "cancel_operation":
                    return dispatch(method, in, uid);
                default:
                    return Replies.error(in.getString("request_id"), "METHOD_NOT_FOUND");
            }
        } catch (JSONException | IOException | RuntimeException e) {
            Log.w(TAG, method + " failed", e);
            return Replies.error(in.getString("request_id"), "INTERNAL_ERROR");
        }
    }

    private Bundle negotiate(Bundle in, int uid) throws JSONException {
        int[] versions = in.getIntArray("consumer_versions");
        String offeredText = in.getString("consumer_capabilities");
        if (versions == null || offeredText == null) {
            return Replies.negotiationError("INVALID_REQUEST");
        }
        boolean two = false;
        for (int v : versions) {
            if (v == 2) {
                two = true;
            }
        }
        if (!two) {
            return Replies.negotiationError("UNSUPPORTED_VERSION");
        }
        JSONArray offered;
        try {
            offered = new JSONArray(offeredText);
        } catch (JSONException e) {
            return Replies.negotiationError("INVALID_REQUEST");
        }
        Set<String> scopes = graph.gate.admit(uid, providerId());
        if (scopes.isEmpty()) {
            return Replies.negotiationError("PERMISSION_DENIED");
        }
        Set<String> capabilities = new LinkedHashSet<>();
        for (int i = 0; i < offered.length(); i++) {
            String c = offered.optString(i);
            if (supportedCapabilities().contains(c)) {
                capabilities.add(c);
            }
        }
        if (!capabilities.contains("async_operations")) {
            capabilities.remove("cancellation");
        }
        long expiresAt = System.currentTimeMillis() + SESSION_TTL_MS;
        String token = openSession(uid, capabilities, scopes, expiresAt);
        JSONObject limits = new JSONObject();
        limits.put("max_request_bytes", MAX_REQUEST_BYTES);
        limits.put("max_inline_result_bytes", MAX_INLINE_RESULT_BYTES);
        limits.put("max_concurrent_requests", 4);
        limits.put("idempotency_window_seconds", 86400);
        JSONObject data = new JSONObject();
        data.put("selected_version", 2);
        data.put("provider_id", providerId());
        data.put("provider_name", providerName());
        data.put("session_token", token);
        data.put("expires_at", iso(expiresAt));
        data.put("capabilities", new JSONArray(capabilities));
        data.put("limits", limits);
        return Replies.negotiated(data);
    }

    private Bundle dispatch(String method, Bundle in, int uid) throws JSONException, IOException {
        RequestTree tree = RequestTree.parse(method, in, MAX_REQUEST_BYTES);
        String rid = tree.envelope.requestId;
        String invalid = tree.envelope.accept(new EnvelopeValidator(MAX_REQUEST_BYTES));
        if (invalid != null) {
            return Replies.error(rid, invalid);
        }
        Grant grant = resumeSession(in, uid);
        if (grant == null) {
            return Replies.error(rid, "NEGOTIATION_REQUIRED");
        }
        switch (method) {
            case "get_provider_info":
                return Replies.data(rid, providerInfo());
            case "list_tools":
                return Replies.data(rid, listTools(grant));
            case "execute_tool":
                return execute(tree, grant);
            case "get_operation":
                return operation(tree, grant, false);
            default:
                return operation(tree, grant, true);
        }
    }

    private JSONObject providerInfo() throws JSONException {
        JSONObject info = new JSONObject();
        info.put("provider_id", providerId());
        info.put("provider_name", providerName());
        info.put("description", description());
        info.put("schema_dialect", "https://json-schema.org/draft/2020-12/schema");
        info.put("scopes", scopeCatalog());
        return info;
    }

    private JSONObject listTools(Grant grant) throws JSONException {
        boolean async = grant.capabilities.contains("async_operations");
        JSONArray tools = new JSONArray();
        for (Tool tool : registry.all()) {
            if (grant.scopes.containsAll(tool.spec().scopes)) {
                tools.put(tool.spec().toJson(async));
            }
        }
        JSONObject list = new JSONObject();
        list.put("revision", registry.revision());
        list.put("tools", tools);
        return list;
    }

    private Bundle execute(RequestTree tree, Grant grant) throws JSONException, IOException {
        RequestTree.Call call = tree.envelope.call;
        String rid = tree.envelope.requestId;
        Tool tool = registry.find(call.toolName);
        if (tool == null) {
            return Replies.error(rid, "TOOL_NOT_FOUND");
        }
        ToolSpec spec = tool.spec();
        if (!grant.scopes.containsAll(spec.scopes)) {
            return Replies.error(rid, "PERMISSION_DENIED");
        }
        ToolContext ctx = new ToolContext(getContext(), graph.db, grant.uid, providerId(), tree, grant.capabilities);
        if (tool.validate(ctx) != null) {
            return Replies.error(rid, "INVALID_ARGS");
        }
        if (!spec.mutating()) {
            return runRead(ctx, tool);
        }
        RequestLedger.Entry prior = graph.ledger.find(grant.uid, providerId(), rid);
        if (prior != null) {
            return replay(ctx, prior);
        }
        if (ctx.deadlinePassed()) {
            return Replies.error(rid, "DEADLINE_EXCEEDED");
        }
        if (spec.alwaysConfirm() || ("provider_policy".equals(spec.confirmation) && tool.promptByPolicy(ctx))) {
            ApprovalStore.Verdict verdict = graph.approvals.consume(call.resumeToken, grant.uid, providerId(),
                    spec.name, rid, call.argsSha256);
            if (verdict == ApprovalStore.Verdict.NONE) {
                String token = graph.approvals.open(grant.uid, providerId(), spec.name, rid, call.argsSha256,
                        tool.summary(ctx));
                return Replies.userAction(rid, confirmation(ctx, token), token);
            }
            if (verdict == ApprovalStore.Verdict.PENDING) {
                return Replies.userAction(rid, confirmation(ctx, call.resumeToken), call.resumeToken);
            }
            if (verdict == ApprovalStore.Verdict.DENIED) {
                return Replies.error(rid, "USER_CANCELLED");
            }
            if (verdict != ApprovalStore.Verdict.APPROVED) {
                return Replies.error(rid, "INVALID_REQUEST");
            }
            if (ctx.deadlinePassed()) {
                return Replies.error(rid, "DEADLINE_EXCEEDED");
            }
        }
        if (spec.mayRunAsync() && grant.capabilities.contains("async_operations")) {
            return startOperation(ctx, tool);
        }
        return runMutation(ctx, tool);
    }

    private Bundle runRead(ToolContext ctx, Tool tool) throws JSONException, IOException {
        Tool.Outcome outcome;
        try {
            outcome = tool.perform(ctx);
        } catch (Exception e) {
            return failure(ctx, e);
        }
        graph.workers.audit(ctx.uid, providerId(), ctx.toolName(), ctx.requestId(), outcomeCode(outcome));
        return reply(ctx, outcome);
    }

    private Bundle runMutation(ToolContext ctx, Tool tool) throws JSONException, IOException {
        SQLiteDatabase tx = ctx.writable();
        Tool.Outcome outcome;
        RequestLedger.Entry raced;
        tx.beginTransaction();
        try {
            raced = graph.ledger.find(ctx.uid, providerId(), ctx.requestId());
            if (raced == null) {
                graph.ledger.reserve(tx, ctx.uid, providerId(), ctx.requestId(), ctx.toolName(), ctx.argsDigest());
                outcome = tool.perform(ctx);
                graph.ledger.complete(tx, ctx.uid, providerId(), ctx.requestId(), record(outcome));
                tx.setTransactionSuccessful();
            } else {
                outcome = null;
            }
        } catch (Exception e) {
            return failure(ctx, e);
        } finally {
            tx.endTransaction();
        }
        if (raced != null) {
            return replay(ctx, raced);
        }
        afterCommit(ctx, tool, outcome);
        graph.workers.audit(ctx.uid, providerId(), ctx.toolName(), ctx.requestId(), outcomeCode(outcome));
        return reply(ctx, outcome);
    }

    private Bundle startOperation(ToolContext ctx, Tool tool) throws JSONException {
        String operationId = newOperationId();
        SQLiteDatabase tx = ctx.writable();
        RequestLedger.Entry raced;
        tx.beginTransaction();
        try {
            raced = graph.ledger.find(ctx.uid, providerId(), ctx.requestId());
            if (raced == null) {
                graph.ledger.reserve(tx, ctx.uid, providerId(), ctx.requestId(), ctx.toolName(), ctx.argsDigest());
                graph.ledger.openOperation(tx, operationId, ctx.uid, providerId(), ctx.requestId(), ctx.toolName());
                JSONObject accepted = new JSONObject();
                accepted.put("status", "accepted");
                accepted.put("operation_id", operationId);
                graph.ledger.complete(tx, ctx.uid, providerId(), ctx.requestId(), accepted.toString());
                tx.setTransactionSuccessful();
            }
        } finally {
            tx.endTransaction();
        }
        if (raced != null) {
            return replay(ctx, raced);
        }
        CompletableFuture.supplyAsync(() -> graph.ledger.start(operationId), graph.workers.pool())
                .thenCompose(started -> started
                        ? CompletableFuture.supplyAsync(() -> runOperation(operationId, ctx, tool), graph.workers.pool())
                        : CompletableFuture.completedFuture("cancelled"))
                .exceptionally(error -> {
                    Log.w(TAG, "operation " + operationId + " failed", error);
                    settleFailed(operationId);
                    return "failed";
                })
                .thenAccept(state -> graph.workers.audit(ctx.uid, providerId(), ctx.toolName(), ctx.requestId(),
                        state));
        return Replies.accepted(ctx.requestId(), operationId);
    }

    /** The body of a background operation: the tool and its terminal state in one transaction. */
    private String runOperation(String operationId, ToolContext ctx, Tool tool) {
        SQLiteDatabase tx = ctx.writable();
        tx.beginTransaction();
        try {
            Tool.Outcome outcome = tool.perform(ctx);
            String state = outcome.succeeded() ? "succeeded" : "failed";
            graph.ledger.finish(tx, operationId, state,
                    outcome.succeeded() ? String.valueOf(outcome.value) : null, outcome.errorCode);
            tx.setTransactionSuccessful();
            return state;
        } catch (Exception e) {
            throw new CompletionException(e);
        } finally {
            tx.endTransaction();
        }
    }

    private void settleFailed(String operationId) {
        graph.ledger.finish(graph.db.getWritableDatabase(), operationId, "failed", null, "INTERNAL_ERROR");
    }

    private Bundle operation(RequestTree tree, Grant grant, boolean cancel) throws JSONException {
        String rid = tree.envelope.requestId;
        if (!grant.capabilities.contains("async_operations")
                || (cancel && !grant.capabilities.contains("cancellation"))) {
            return Replies.error(rid, "UNSUPPORTED_CAPABILITY");
        }
        RequestLedger.Operation op = ownedOperation(tree.envelope.call.operationId, grant.uid, rid);
        if (op == null) {
            return Replies.error(rid, "INVALID_REQUEST");
        }
        if (!cancel) {
            return Replies.operation(rid, op);
        }
        if (op.terminal() || !graph.ledger.requestCancel(op.id)) {
            return Replies.error(rid, "CONFLICT");
        }
        return Replies.cancellationRequested(rid, op.id);
    }

    private Bundle replay(ToolContext ctx, RequestLedger.Entry prior) throws JSONException {
        String rid = ctx.requestId();
        if (!prior.tool.equals(ctx.toolName()) || !prior.argsSha256.equals(ctx.argsDigest())) {
            return Replies.error(rid, "INVALID_REQUEST");
        }
        if (prior.outcome == null) {
            return Replies.error(rid, "CONFLICT");
        }
        JSONObject stored = new JSONObject(prior.outcome);
        String status = stored.getString("status");
        if ("accepted".equals(status)) {
            return Replies.accepted(rid, stored.getString("operation_id"));
        }
        if ("success".equals(status)) {
            return Replies.inline(rid, stored.opt("value"));
        }
        return Replies.error(rid, stored.getString("error_code"));
    }

    private Bundle reply(ToolContext ctx, Tool.Outcome outcome) throws JSONException, IOException {
        String rid = ctx.requestId();
        if (!outcome.succeeded()) {
            return Replies.error(rid, outcome.errorCode);
        }
        long size = outcome.file != null ? outcome.file.length()
                : outcome.value.toString().getBytes(StandardCharsets.UTF_8).length;
        if (size <= MAX_INLINE_RESULT_BYTES) {
            return Replies.inline(rid, outcome.file != null ? new JSONObject(readSmall(outcome.file)) : outcome.value);
        }
        if (ctx.capabilities.contains("large_results")) {
            return fileResult(ctx, outcome);
        }
        return Replies.error(rid, "RESULT_TOO_LARGE");
    }

    private static String record(Tool.Outcome outcome) throws JSONException {
        JSONObject o = new JSONObject();
        if (outcome.succeeded()) {
            o.put("status", "success");
            o.put("value", outcome.value);
        } else {
            o.put("status", "error");
            o.put("error_code", outcome.errorCode);
        }
        return o.toString();
    }

    private static String outcomeCode(Tool.Outcome outcome) {
        return outcome.succeeded() ? "success" : outcome.errorCode;
    }

    private static String readSmall(File file) throws IOException {
        byte[] bytes = new byte[(int) file.length()];
        InputStream in = new FileInputStream(file);
        try {
            int off = 0;
            int n;
            while (off < bytes.length && (n = in.read(bytes, off, bytes.length - off)) > 0) {
                off += n;
            }
        } finally {
            in.close();
        }
        return new String(bytes, StandardCharsets.UTF_8);
    }

    private static String iso(long millis) {
        SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss'Z'", Locale.US);
        f.setTimeZone(TimeZone.getTimeZone("UTC"));
        return f.format(new Date(millis));
    }

    // The tool providers expose no table: the data entry points refuse every caller.

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        refuse("query");
        return null;
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        refuse("insert");
        return null;
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        refuse("delete");
        return 0;
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        refuse("update");
        return 0;
    }

    private void refuse(String what) {
        Log.w(TAG, what + " refused for uid " + Binder.getCallingUid());
    }
}
