package com.tallowbrook.salon.core;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import java.nio.charset.StandardCharsets;
import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Locale;
import java.util.TimeZone;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * The CETP v2 wire protocol of both salon providers, written out in call(). Tools come from a handler object's
 * {@link ToolMethod}s; the subclass says who the caller is, how sessions resume, how consent is given and where
 * operation ids come from.
 */
public abstract class AnnotatedProvider extends ContentProvider implements CallerAware, SessionPolicy, ConsentCheck {
    protected static final String TAG = "SalonTools";
    public static final String[] CAPABILITIES = {"async_operations", "cancellation"};
    static final int MAX_REQUEST_BYTES = 65536;
    static final int MAX_INLINE_RESULT_BYTES = 262144;

    protected SalonDb db;
    protected SessionStore sessions;
    protected JobQueue jobs;
    private ToolRouter router;
    private Ledger ledger;

    protected abstract String providerId();

    protected abstract String providerName();

    protected abstract String description();

    protected abstract JSONArray scopeCatalog() throws JSONException;

    /** Builds the provider's helpers and returns the object whose methods carry @ToolMethod. */
    protected abstract Object setUp(SalonDb db);

    protected abstract IdSource operationIds();

    /** The job the request may see, or null (→ INVALID_REQUEST). */
    protected abstract JobQueue.Job ownedJob(Caller caller, String operationId, String requestId);

    protected abstract PendingIntent confirmation(String resumeToken);

    @Override
    public boolean onCreate() {
        db = SalonDb.get(getContext());
        sessions = new SessionStore(db, providerId());
        ledger = new Ledger(db, providerId());
        router = ToolRouter.scan(setUp(db));
        jobs = new JobQueue(db, providerId(), operationIds(), ledger, job -> runJob(job));
        jobs.start();
        return true;
    }

    @Override
    public ApprovalStore approvals() {
        return db.approvals();
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle in = extras != null ? extras : new Bundle();
        if (method == null) {
            return Replies.error(null, "METHOD_NOT_FOUND");
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
        } catch (JSONException e) {
            Log.w(TAG, method + " could not be encoded", e);
            return Replies.error(in.getString("request_id"), "INTERNAL_ERROR");
        } catch (RuntimeException e) {
            Log.w(TAG, method + " failed", e);
            return Replies.error(in.getString("request_id"), "INTERNAL_ERROR");
        }
    }

    private Bundle negotiate(Bundle in, int uid) throws JSONException {
        int[] versions = in.getIntArray("consumer_versions");
        boolean speaksTwo = false;
        if (versions != null) {
            for (int v : versions) {
                speaksTwo |= v == Replies.PROTOCOL;
            }
        }
        if (!speaksTwo) {
            return Replies.negotiationError("UNSUPPORTED_VERSION");
        }
        String offeredText = in.getString("consumer_capabilities");
        if (offeredText == null) {
            return Replies.negotiationError("INVALID_REQUEST");
        }
        JSONArray offered;
        try {
            offered = new JSONArray(offeredText);
        } catch (JSONException e) {
            return Replies.negotiationError("INVALID_REQUEST");
        }
        Caller caller = identify(uid);
        if (!caller.admitted()) {
            return Replies.negotiationError("PERMISSION_DENIED");
        }
        List<String> caps = new ArrayList<>();
        for (String cap : CAPABILITIES) {
            for (int i = 0; i < offered.length(); i++) {
                if (cap.equals(offered.optString(i)) && !caps.contains(cap)) {
                    caps.add(cap);
                }
            }
        }
        if (!caps.contains("async_operations")) {
            caps.remove("cancellation");
        }
        long now = System.currentTimeMillis();
        String token = sessions.open(caller.uid, caps, now);
        JSONObject limits = new JSONObject();
        limits.put("max_request_bytes", MAX_REQUEST_BYTES);
        limits.put("max_inline_result_bytes", MAX_INLINE_RESULT_BYTES);
        limits.put("max_concurrent_requests", 4);
        limits.put("idempotency_window_seconds", 86400);
        JSONObject data = new JSONObject();
        data.put("selected_version", Replies.PROTOCOL);
        data.put("provider_id", providerId());
        data.put("provider_name", providerName());
        data.put("session_token", token);
        data.put("expires_at", isoTime(now + SessionStore.TTL_MS));
        data.put("capabilities", new JSONArray(caps));
        data.put("limits", limits);
        return Replies.negotiated(data);
    }

    private Bundle dispatch(String method, Bundle in, int uid) throws JSONException {
        String requestId = in.getString("request_id");
        if (in.getInt("protocol_version", 0) != Replies.PROTOCOL || !Tokens.isUuid(requestId)
                || in.getLong("deadline_at_ms", 0L) <= 0L) {
            return Replies.error(requestId, "INVALID_REQUEST");
        }
        Caller caller = identify(uid);
        if (!caller.admitted()) {
            return Replies.error(requestId, "PERMISSION_DENIED");
        }
        SessionStore.Session session = resume(in, caller, sessions);
        if (session == null) {
            return Replies.error(requestId, "NEGOTIATION_REQUIRED");
        }
        switch (method) {
            case "get_provider_info":
                return Replies.success(requestId, providerInfo());
            case "list_tools":
                return Replies.success(requestId, router.list(caller.scopes, session.has("async_operations")));
            case "execute_tool":
                return execute(in, caller, session, requestId);
            case "get_operation":
                return getOperation(in, caller, session, requestId);
            default:
                return cancelOperation(in, caller, session, requestId);
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

    private Bundle execute(Bundle in, Caller caller, SessionStore.Session session, String requestId)
            throws JSONException {
        String toolName = in.getString("tool_name");
        ToolRouter.Route route = toolName == null ? null : router.route(toolName);
        if (route == null) {
            return Replies.error(requestId, "TOOL_NOT_FOUND");
        }
        String argsText = in.getString("args", "{}");
        byte[] argBytes = argsText.getBytes(StandardCharsets.UTF_8);
        if (argBytes.length > MAX_REQUEST_BYTES) {
            return Replies.error(requestId, "INVALID_REQUEST");
        }
        JSONObject args;
        try {
            args = new JSONObject(argsText);
        } catch (JSONException e) {
            return Replies.error(requestId, "INVALID_ARGS");
        }
        if (!caller.holdsAll(route.spec.scopes())) {
            return Replies.error(requestId, "PERMISSION_DENIED");
        }
        if (!route.argsMatch(args)) {
            return Replies.error(requestId, "INVALID_ARGS");
        }
        ToolCall call = new ToolCall(caller.uid, providerId(), requestId, toolName, args, Tokens.sha256(argBytes),
                in.getString("resume_token"));
        if (route.isRead()) {
            return run(requestId, () -> router.invoke(route, call));
        }
        Ledger.Replay replay = ledger.replay(call);
        if (replay.kind != Ledger.REPLAY_FRESH) {
            return replayed(requestId, replay);
        }
        long deadline = in.getLong("deadline_at_ms");
        if (System.currentTimeMillis() >= deadline) {
            return Replies.error(requestId, "DEADLINE_EXCEEDED");
        }
        if (route.needsConsent()) {
            switch (consent(caller, call)) {
                case GRANTED:
                    break;
                case NEEDED: {
                    String token = approvals().open(call, summarize(route, args));
                    return Replies.userAction(requestId, confirmation(token), token);
                }
                case PENDING:
                    return Replies.userAction(requestId, confirmation(call.resumeToken), call.resumeToken);
                case DENIED:
                    return Replies.error(requestId, "USER_CANCELLED");
                default:
                    return Replies.error(requestId, "INVALID_REQUEST");
            }
            if (System.currentTimeMillis() >= deadline) {
                return Replies.error(requestId, "DEADLINE_EXCEEDED");
            }
        }
        if (route.spec.async() && session.has("async_operations")) {
            String operationId = jobs.enqueue(call, deadline);
            if (operationId == null) {
                return replayed(requestId, ledger.replay(call));
            }
            return Replies.accepted(requestId, operationId);
        }
        Ledger.Replay done;
        try {
            done = ledger.runOnce(call, () -> router.invoke(route, call));
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return Replies.error(requestId, "INTERNAL_ERROR");
        }
        return replayed(requestId, done);
    }

    /** The answer an earlier (or concurrent) execution of the same request_id fixed. */
    private Bundle replayed(String requestId, Ledger.Replay replay) throws JSONException {
        switch (replay.kind) {
            case Ledger.REPLAY_DONE:
                return reply(requestId, replay.result);
            case Ledger.REPLAY_ACCEPTED:
                return Replies.accepted(requestId, replay.operationId);
            default:
                return Replies.error(requestId, "INVALID_REQUEST");
        }
    }

    private Bundle run(String requestId, Ledger.Work work) throws JSONException {
        ToolCall.Result result;
        try {
            result = work.run();
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            result = ToolCall.Result.failed("INTERNAL_ERROR");
        }
        return reply(requestId, result);
    }

    private Bundle reply(String requestId, ToolCall.Result result) throws JSONException {
        if (!result.isOk()) {
            return Replies.error(requestId, result.errorCode);
        }
        JSONObject data = Replies.inline(result.value);
        if (data.toString().getBytes(StandardCharsets.UTF_8).length > MAX_INLINE_RESULT_BYTES) {
            return Replies.error(requestId, "RESULT_TOO_LARGE");
        }
        return Replies.success(requestId, data);
    }

    /** What the confirmation screen shows: the tool's title and every argument. */
    protected String summarize(ToolRouter.Route route, JSONObject args) {
        StringBuilder sb = new StringBuilder(route.spec.title());
        java.util.Iterator<String> keys = args.keys();
        while (keys.hasNext()) {
            String key = keys.next();
            sb.append('\n').append(key).append(": ").append(String.valueOf(args.opt(key)));
        }
        if (route.spec.destructive()) {
            sb.append("\nThis cannot be undone.");
        }
        return sb.toString();
    }

    private ToolCall.Result runJob(JobQueue.Job job) throws Exception {
        ToolRouter.Route route = router.route(job.tool);
        ToolCall call = new ToolCall(job.uid, providerId(), job.requestId, job.tool, new JSONObject(job.args),
                job.argsDigest, null);
        return router.invoke(route, call);
    }

    private Bundle getOperation(Bundle in, Caller caller, SessionStore.Session session, String requestId)
            throws JSONException {
        if (!session.has("async_operations")) {
            return Replies.error(requestId, "UNSUPPORTED_CAPABILITY");
        }
        String operationId = in.getString("operation_id");
        JobQueue.Job job = operationId == null ? null : ownedJob(caller, operationId, requestId);
        if (job == null) {
            return Replies.error(requestId, "INVALID_REQUEST");
        }
        return Replies.operation(requestId, job);
    }

    private Bundle cancelOperation(Bundle in, Caller caller, SessionStore.Session session, String requestId)
            throws JSONException {
        if (!session.has("cancellation")) {
            return Replies.error(requestId, "UNSUPPORTED_CAPABILITY");
        }
        String operationId = in.getString("operation_id");
        JobQueue.Job job = operationId == null ? null : ownedJob(caller, operationId, requestId);
        if (job == null) {
            return Replies.error(requestId, "INVALID_REQUEST");
        }
        if (job.terminal() || !jobs.requestCancel(job.id)) {
            return Replies.error(requestId, "CONFLICT");
        }
        return Replies.cancellationRequested(requestId, job.id);
    }

    private static String isoTime(long millis) {
        SimpleDateFormat format = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss'Z'", Locale.US);
        format.setTimeZone(TimeZone.getTimeZone("UTC"));
        return format.format(new Date(millis));
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
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        refuse("update");
        return 0;
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        refuse("delete");
        return 0;
    }

    /** The table entry points write nothing; a paired caller just gets nothing back, anyone else an exception. */
    private void refuse(String entryPoint) {
        Caller caller = requireCaller();
        Log.w(TAG, entryPoint + " is not supported (uid " + caller.uid + ")");
    }
}
