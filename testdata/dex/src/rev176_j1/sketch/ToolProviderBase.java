package com.quillmark.docs.core;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.quillmark.docs.work.WorkClient;
import com.quillmark.docs.work.WorkRequest;
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
 * The CETP v2 envelope both QuillMark providers share: negotiate, sessions, get_provider_info, list_tools, argument
 * checks, request-id replay and the operation methods. What a tool does, and how it is confirmed, is the
 * subclass's executeTool.
 */
public abstract class ToolProviderBase extends ContentProvider {
    protected static final String TAG = "QuillTools";
    static final String[] OFFERED = {"async_operations", "cancellation", "large_results"};
    public static final int MAX_REQUEST_BYTES = 65536;
    public static final int MAX_INLINE_RESULT_BYTES = 262144;

    protected Settings settings;
    protected SessionBook sessions;
    protected Ledger ledger;
    protected OperationStore operations;
    protected ResumeTokens resumeTokens;
    protected WorkClient work;
    private List<ToolSpec> tools;

    protected abstract String providerId();

    protected abstract String providerName();

    protected abstract String description();

    protected abstract JSONArray scopeCatalog() throws JSONException;

    protected abstract List<ToolSpec> declareTools();

    /** Resolves the Binder UID read in call() to a paired caller (or a refusal). */
    protected abstract Caller identify(int uid, Bundle extras);

    /** Runs a checked execute_tool request: the tool exists, the arguments fit, the scopes are held. */
    protected abstract Bundle executeTool(Request req) throws Exception;

    /** Whether the provider's results come back from the work service through a ResultReceiver. */
    protected boolean repliesThroughReceiver() {
        return false;
    }

    @Override
    public boolean onCreate() {
        Context context = getContext();
        settings = Settings.of(context);
        sessions = new SessionBook(context, providerId());
        ledger = new Ledger(context, providerId());
        operations = new OperationStore(context, providerId());
        resumeTokens = ResumeTokens.of(context);
        tools = declareTools();
        try {
            operations.abandonUnfinished();
        } catch (JSONException e) {
            Log.w(TAG, "operation recovery failed", e);
        }
        work = WorkClient.bind(context, operations, repliesThroughReceiver());
        return true;
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
        } catch (Exception e) {
            Log.w(TAG, method + " failed", e);
            return Replies.error(in.getString("request_id"), "INTERNAL_ERROR");
        }
    }

    private Bundle negotiate(Bundle in, int uid) throws JSONException {
        int[] versions = in.getIntArray("consumer_versions");
        boolean two = false;
        for (int i = 0; versions != null && i < versions.length; i++) {
            if (versions[i] == Replies.PROTOCOL) {
                two = true;
            }
        }
        if (!two) {
            return Replies.negotiationError("UNSUPPORTED_VERSION");
        }
        String offered = in.getString("consumer_capabilities");
        JSONArray wanted;
        try {
            wanted = new JSONArray(offered == null ? "" : offered);
        } catch (JSONException e) {
            return Replies.negotiationError("INVALID_REQUEST");
        }
        Caller caller = identify(uid, in);
        if (!caller.allowed) {
            Log.i(TAG, "negotiate refused: " + caller);
            return Replies.negotiationError("PERMISSION_DENIED");
        }
        List<String> caps = new ArrayList<>();
        for (String cap : OFFERED) {
            for (int i = 0; i < wanted.length(); i++) {
                if (cap.equals(wanted.optString(i)) && !caps.contains(cap)) {
                    caps.add(cap);
                }
            }
        }
        if (!caps.contains("async_operations")) {
            caps.remove("cancellation");
        }
        long now = System.currentTimeMillis();
        JSONObject limits = new JSONObject();
        limits.put("max_request_bytes", MAX_REQUEST_BYTES);
        limits.put("max_inline_result_bytes", MAX_INLINE_RESULT_BYTES);
        limits.put("max_concurrent_requests", 2);
        limits.put("idempotency_window_seconds", 86400);
        JSONObject data = new JSONObject();
        data.put("selected_version", Replies.PROTOCOL);
        data.put("provider_id", providerId());
        data.put("provider_name", providerName());
        data.put("session_token", sessions.open(uid, caps, now));
        data.put("expires_at", isoTime(now + SessionBook.TTL_MS));
        data.put("capabilities", new JSONArray(caps));
        data.put("limits", limits);
        return Replies.negotiated(data);
    }

    private Bundle dispatch(String method, Bundle in, int uid) throws Exception {
        String requestId = in.getString("request_id");
        if (in.getInt("protocol_version", 0) != Replies.PROTOCOL || !Tokens.isUuid(requestId)) {
            return Replies.error(requestId, "INVALID_REQUEST");
        }
        Caller caller = identify(uid, in);
        if (!caller.allowed) {
            return Replies.error(requestId, "PERMISSION_DENIED");
        }
        SessionBook.Session session = sessions.resume(in.getString("session_token"), uid);
        if (session == null) {
            return Replies.error(requestId, "NEGOTIATION_REQUIRED");
        }
        Request req = new Request(method, in, requestId, caller, session);
        switch (method) {
            case "get_provider_info":
                return Replies.success(requestId, providerInfo());
            case "list_tools":
                return Replies.success(requestId, toolList(req));
            case "execute_tool":
                return execute(req);
            case "get_operation":
                return getOperation(req);
            default:
                return cancelOperation(req);
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

    /** Only the tools whose scopes the caller was granted; the revision is a digest of exactly that list. */
    private JSONObject toolList(Request req) throws JSONException {
        JSONArray list = new JSONArray();
        boolean async = req.session.has("async_operations");
        for (ToolSpec tool : tools) {
            if (req.caller.holdsAll(tool.scopes)) {
                list.put(tool.toJson(async));
            }
        }
        JSONObject out = new JSONObject();
        out.put("revision", "t-" + Tokens.sha256(list.toString()).substring(0, 16));
        out.put("tools", list);
        return out;
    }

    protected ToolSpec tool(String name) {
        for (ToolSpec tool : tools) {
            if (tool.name.equals(name)) {
                return tool;
            }
        }
        return null;
    }

    private Bundle execute(Request req) throws Exception {
        ToolSpec tool = tool(req.extras.getString("tool_name"));
        if (tool == null) {
            return Replies.error(req.requestId, "TOOL_NOT_FOUND");
        }
        String argsText = req.extras.getString("args", "{}");
        byte[] raw = argsText.getBytes(StandardCharsets.UTF_8);
        if (raw.length > MAX_REQUEST_BYTES) {
            return Replies.error(req.requestId, "INVALID_REQUEST");
        }
        JSONObject args;
        try {
            args = new JSONObject(argsText);
        } catch (JSONException e) {
            return Replies.error(req.requestId, "INVALID_ARGS");
        }
        if (!tool.accepts(args)) {
            return Replies.error(req.requestId, "INVALID_ARGS");
        }
        req.tool = tool;
        req.args = args;
        req.argsDigest = Tokens.sha256(raw);
        if (!tool.isRead()) {
            Ledger.Entry prior = ledger.find(req.caller.uid, req.requestId);
            if (prior != null) {
                return prior.matches(tool.name, req.argsDigest) ? replay(req, prior)
                        : Replies.error(req.requestId, "INVALID_REQUEST");
            }
        }
        if (!req.caller.holdsAll(tool.scopes)) {
            return missingScope(req);
        }
        return executeTool(req);
    }

    /** Default: a caller without the tool's scopes is refused; a provider may offer a grant screen instead. */
    protected Bundle missingScope(Request req) throws Exception {
        return Replies.error(req.requestId, "PERMISSION_DENIED");
    }

    /** The stored answer for a request id that was already used with the same tool and arguments. */
    protected Bundle replay(Request req, Ledger.Entry entry) throws JSONException {
        if (entry.operationId != null) {
            return Replies.accepted(req.requestId, entry.operationId);
        }
        if (entry.outcome == null) {
            return Replies.error(req.requestId, "UNAVAILABLE");
        }
        return reply(req, entry.outcome);
    }

    protected Bundle reply(Request req, Ledger.Outcome outcome) throws JSONException {
        if (outcome == null) {
            return replay(req, ledger.find(req.caller.uid, req.requestId));
        }
        if (!outcome.isOk()) {
            return Replies.error(req.requestId, outcome.errorCode);
        }
        Bundle b = Replies.inline(req.requestId, outcome.value);
        if (outcome.value.toString().getBytes(StandardCharsets.UTF_8).length > MAX_INLINE_RESULT_BYTES) {
            return Replies.error(req.requestId, "RESULT_TOO_LARGE");
        }
        return b;
    }

    /** Hands an accepted operation to the work service; the ledger binds the request id to it first. */
    protected Bundle startOperation(Request req, String kind) throws JSONException {
        String operationId = OperationStore.newId();
        if (!ledger.reserveOperation(req, operationId)) {
            return replay(req, ledger.find(req.caller.uid, req.requestId));
        }
        operations.create(operationId, req);
        work.submit(new WorkRequest(operationId, providerId(), kind, req.caller.uid,
                req.args.toString()));
        return Replies.accepted(req.requestId, operationId);
    }

    private Bundle getOperation(Request req) throws JSONException {
        if (!req.session.has("async_operations")) {
            return Replies.error(req.requestId, "UNSUPPORTED_CAPABILITY");
        }
        OperationStore.Op op = operations.owned(req.extras.getString("operation_id"), req.caller.uid, req.requestId);
        if (op == null) {
            return Replies.error(req.requestId, "INVALID_REQUEST");
        }
        return Replies.operation(req.requestId, op);
    }

    private Bundle cancelOperation(Request req) throws JSONException {
        if (!req.session.has("cancellation")) {
            return Replies.error(req.requestId, "UNSUPPORTED_CAPABILITY");
        }
        OperationStore.Op op = operations.owned(req.extras.getString("operation_id"), req.caller.uid, req.requestId);
        if (op == null) {
            return Replies.error(req.requestId, "INVALID_REQUEST");
        }
        if (op.terminal() || !operations.requestCancel(op.id)) {
            return Replies.error(req.requestId, "CONFLICT");
        }
        work.cancel(op.id);
        return Replies.cancellationRequested(req.requestId, op.id);
    }

    private static String isoTime(long millis) {
        SimpleDateFormat format = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss'Z'", Locale.US);
        format.setTimeZone(TimeZone.getTimeZone("UTC"));
        return format.format(new Date(millis));
    }

    /** The table entry points serve nothing; they still refuse unpaired callers first. */
    protected final Caller requireCaller() {
        Caller caller = identify(Binder.getCallingUid(), new Bundle());
        if (!caller.allowed) {
            throw new SecurityException("not a paired app");
        }
        return caller;
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        requireCaller();
        return null;
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        requireCaller();
        return null;
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        requireCaller();
        return 0;
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        requireCaller();
        return 0;
    }
}
