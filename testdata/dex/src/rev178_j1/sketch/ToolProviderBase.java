package com.larderly.app.cetp;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.larderly.app.di.ServiceLocator;
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
 * Larderly's own CETP v2 provider base: the envelope, sessions, tool lists, argument checks, the deadline and the
 * operation methods. Subclasses describe themselves, decide access in {@link #authorize} (denied unless overridden)
 * and run tools in {@link #executeTool}.
 */
public abstract class ToolProviderBase extends ContentProvider {
    protected static final String TAG = "LarderlyTools";
    static final String[] OFFERED = {"async_operations", "cancellation"};
    public static final int MAX_REQUEST_BYTES = 65536;

    protected ServiceLocator locator;
    private List<ToolDescriptor> tools;

    protected abstract String providerId();

    protected abstract String providerName();

    protected abstract String description();

    protected abstract JSONArray scopeCatalog() throws JSONException;

    protected abstract List<ToolDescriptor> declareTools();

    /** The authorization hook, asked before every execution. The base denies; each provider writes its policy. */
    protected AccessDecision authorize(ProviderRequest request) {
        return AccessDecision.deny("PERMISSION_DENIED");
    }

    /** Runs an execute_tool request that passed the envelope, argument, deadline and authorization checks. */
    protected abstract Bundle executeTool(ProviderRequest request) throws Exception;

    @Override
    public boolean onCreate() {
        locator = ServiceLocator.from(getContext());
        tools = declareTools();
        locator.operations().abandonUnfinished(providerId());
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle in = extras != null ? extras : new Bundle();
        if (method == null) {
            return Envelopes.error(null, "METHOD_NOT_FOUND");
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
                    return Envelopes.error(in.getString("request_id"), "METHOD_NOT_FOUND");
            }
        } catch (Exception e) {
            Log.w(TAG, method + " failed", e);
            return Envelopes.error(in.getString("request_id"), "INTERNAL_ERROR");
        }
    }

    private Bundle negotiate(Bundle in, int uid) throws JSONException {
        int[] versions = in.getIntArray("consumer_versions");
        boolean two = false;
        for (int i = 0; versions != null && i < versions.length; i++) {
            if (versions[i] == Envelopes.PROTOCOL) {
                two = true;
            }
        }
        if (!two) {
            return Envelopes.negotiationError("UNSUPPORTED_VERSION");
        }
        String offered = in.getString("consumer_capabilities");
        JSONArray wanted;
        try {
            wanted = new JSONArray(offered == null ? "" : offered);
        } catch (JSONException e) {
            return Envelopes.negotiationError("INVALID_REQUEST");
        }
        CallerRegistry.Caller caller = locator.callers().resolve(uid);
        if (!caller.allowed) {
            return Envelopes.negotiationError("PERMISSION_DENIED");
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
        limits.put("max_inline_result_bytes", Envelopes.MAX_INLINE_RESULT_BYTES);
        limits.put("max_concurrent_requests", 2);
        limits.put("idempotency_window_seconds", 86400);
        JSONObject data = new JSONObject();
        data.put("selected_version", Envelopes.PROTOCOL);
        data.put("provider_id", providerId());
        data.put("provider_name", providerName());
        data.put("session_token", locator.sessions().open(providerId(), uid, caps, now));
        data.put("expires_at", isoTime(now + SessionStore.TTL_MS));
        data.put("capabilities", new JSONArray(caps));
        data.put("limits", limits);
        return Envelopes.negotiated(data);
    }

    private Bundle dispatch(String method, Bundle in, int uid) throws Exception {
        String requestId = in.getString("request_id");
        long deadline = in.getLong("deadline_at_ms", 0L);
        if (in.getInt("protocol_version", 0) != Envelopes.PROTOCOL || !Tokens.isUuid(requestId) || deadline <= 0L) {
            return Envelopes.error(requestId, "INVALID_REQUEST");
        }
        SessionStore.Session session = locator.sessions().find(providerId(), in.getString("session_token"), uid,
                System.currentTimeMillis());
        if (session == null) {
            return Envelopes.error(requestId, "NEGOTIATION_REQUIRED");
        }
        CallerRegistry.Caller caller = locator.callers().resolve(uid);
        if (!caller.allowed) {
            return Envelopes.error(requestId, "PERMISSION_DENIED");
        }
        ProviderRequest req = new ProviderRequest(method, in, requestId, caller, session, deadline);
        switch (method) {
            case "get_provider_info":
                return Envelopes.raw(requestId, providerInfo());
            case "list_tools":
                return Envelopes.raw(requestId, toolList(req));
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

    private boolean visible(ToolDescriptor tool, ProviderRequest req) {
        return req.caller.holdsAll(tool.scopes) && (!tool.async || req.session.has("async_operations"));
    }

    private JSONObject toolList(ProviderRequest req) throws JSONException {
        JSONArray list = new JSONArray();
        for (ToolDescriptor tool : tools) {
            if (visible(tool, req)) {
                list.put(tool.toJson(req.session.has("async_operations")));
            }
        }
        JSONObject out = new JSONObject();
        out.put("revision", "tools-" + Tokens.sha256(list.toString()).substring(0, 16));
        out.put("tools", list);
        return out;
    }

    private Bundle execute(ProviderRequest req) throws Exception {
        ToolDescriptor tool = null;
        String name = req.extras.getString("tool_name");
        for (ToolDescriptor candidate : tools) {
            if (candidate.name.equals(name) && (!candidate.async || req.session.has("async_operations"))) {
                tool = candidate;
            }
        }
        if (tool == null) {
            return Envelopes.error(req.requestId, "TOOL_NOT_FOUND");
        }
        String argsText = req.extras.getString("args", "{}");
        byte[] raw = argsText.getBytes(StandardCharsets.UTF_8);
        if (raw.length > MAX_REQUEST_BYTES) {
            return Envelopes.error(req.requestId, "INVALID_REQUEST");
        }
        JSONObject args;
        try {
            args = new JSONObject(argsText);
        } catch (JSONException e) {
            return Envelopes.error(req.requestId, "INVALID_ARGS");
        }
        if (!tool.accepts(args)) {
            return Envelopes.error(req.requestId, "INVALID_ARGS");
        }
        req.tool = tool;
        req.args = args;
        req.argsDigest = Tokens.sha256(raw);
        if (!tool.isRead() && req.deadlinePassed()) {
            return Envelopes.error(req.requestId, "DEADLINE_EXCEEDED");
        }
        AccessDecision decision = authorize(req);
        if (!decision.allowed) {
            Log.i(TAG, "denied " + tool.name + " for uid " + req.callerUid + ": " + decision);
            return Envelopes.error(req.requestId, decision.errorCode);
        }
        return executeTool(req);
    }

    private Bundle getOperation(ProviderRequest req) throws JSONException {
        if (!req.session.has("async_operations")) {
            return Envelopes.error(req.requestId, "UNSUPPORTED_CAPABILITY");
        }
        OperationStore.Op op = locator.operations().owned(providerId(), req.extras.getString("operation_id"),
                req.callerUid, req.requestId);
        if (op == null) {
            return Envelopes.error(req.requestId, "INVALID_REQUEST");
        }
        JSONObject data = new JSONObject();
        data.put("operation_id", op.id);
        data.put("state", op.state);
        if ("succeeded".equals(op.state)) {
            JSONObject result = new JSONObject();
            result.put("kind", "inline");
            result.put("value", new JSONObject(op.result));
            data.put("result", result);
        } else if ("failed".equals(op.state)) {
            data.put("error", Envelopes.errorObject(op.errorCode));
        } else if (!op.terminal()) {
            data.put("poll_after_ms", 1000);
        }
        return Envelopes.raw(req.requestId, data);
    }

    private Bundle cancelOperation(ProviderRequest req) throws JSONException {
        if (!req.session.has("cancellation")) {
            return Envelopes.error(req.requestId, "UNSUPPORTED_CAPABILITY");
        }
        OperationStore.Op op = locator.operations().owned(providerId(), req.extras.getString("operation_id"),
                req.callerUid, req.requestId);
        if (op == null) {
            return Envelopes.error(req.requestId, "INVALID_REQUEST");
        }
        if (op.terminal() || !locator.operations().requestCancel(op.id)) {
            return Envelopes.error(req.requestId, "CONFLICT");
        }
        JSONObject data = new JSONObject();
        data.put("operation_id", op.id);
        data.put("state", "cancellation_requested");
        return Envelopes.raw(req.requestId, data);
    }

    private static String isoTime(long millis) {
        SimpleDateFormat format = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss'Z'", Locale.US);
        format.setTimeZone(TimeZone.getTimeZone("UTC"));
        return format.format(new Date(millis));
    }

    /** The table entry points serve nothing, and refuse callers that are not paired. */
    private void requireCaller() {
        if (!locator.callers().resolve(Binder.getCallingUid()).allowed) {
            throw new SecurityException("not a paired app");
        }
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
