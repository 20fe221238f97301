package com.relaykit.home.cetp;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.relaykit.home.core.Command;
import com.relaykit.home.core.CommandHistory;
import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TimeZone;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Relaykit's port of the ClawSeed SDK provider base (§10), with the wire protocol written out by hand: negotiate,
 * get_provider_info, list_tools, execute_tool, and get_operation / cancel_operation for subclasses that offer
 * operations. Subclasses supply descriptors, the authorization hook, the commands, and (for mutating tools) the
 * durable mutation executor; everything else they take from their service container.
 */
public abstract class CetpV2ContentProvider extends ContentProvider {
    static final String TAG = "CetpV2";
    private static final String DIALECT = "https://json-schema.org/draft/2020-12/schema";

    /** The provider's mutation boundary: request reservation, business mutation and outcome (§6, §10). */
    public interface MutationExecutor {
        /** The stored outcome of this request_id, or null; INVALID_REQUEST when it was used for other content. */
        JSONObject recorded(CetpRequest request) throws CetpError;

        JSONObject execute(CetpRequest request, Command command) throws CetpError;
    }

    /** Background operations (§4.4). */
    public interface Operations {
        JSONObject status(int uid, String requestId, String operationId) throws CetpError, JSONException;

        JSONObject cancel(int uid, String requestId, String operationId) throws CetpError, JSONException;
    }

    /** Builds the resolution PendingIntent of a confirmation (§4.3). */
    public interface ResolutionFactory {
        PendingIntent confirmation(String resumeToken, ToolSpec tool, String summary);
    }

    /** Decides which scopes an app at a UID was paired for; empty means not admitted. */
    public interface CallerGate {
        Set<String> admit(int uid);
    }

    /** The answer of the authorization hook. */
    public static final class AccessDecision {
        private final String errorCode;

        private AccessDecision(String errorCode) {
            this.errorCode = errorCode;
        }

        public static AccessDecision allow() {
            return new AccessDecision(null);
        }

        public static AccessDecision deny(String code) {
            return new AccessDecision(code);
        }

        public boolean isAllowed() {
            return errorCode == null;
        }

        public String errorCode() {
            return errorCode;
        }
    }

    // ---- what a subclass provides

    protected abstract String providerId();

    protected abstract String providerName();

    protected abstract String description();

    protected abstract String revision();

    protected abstract List<ToolSpec.Scope> getScopes();

    protected abstract Map<String, ToolSpec> getProviderTools();

    protected abstract Command commandFor(CetpRequest request) throws CetpError;

    protected abstract CallerGate callerGate();

    protected abstract ResolutionFactory resolutions();

    protected abstract SessionStore sessions();

    protected abstract ApprovalStore approvals();

    protected abstract CommandHistory history();

    /** Denies unless a subclass decides otherwise. */
    protected AccessDecision authorize(CetpRequest request) {
        return AccessDecision.deny("PERMISSION_DENIED");
    }

    /** None by default; a provider with mutating tools overrides this. */
    protected MutationExecutor getMutationExecutor() {
        return null;
    }

    protected List<String> supportedCapabilities() {
        return Collections.emptyList();
    }

    protected Operations operations() {
        return null;
    }

    /** For confirmation provider_policy: whether this call needs the user. */
    protected boolean promptByPolicy(CetpRequest request) {
        return true;
    }

    // ---- the protocol

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        final int uid = Binder.getCallingUid();
        Bundle in = extras != null ? extras : new Bundle();
        String requestId = in.getString("request_id");
        if (method == null) {
            return Replies.error(requestId, "METHOD_NOT_FOUND");
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
                    return inSession(method, in, uid, requestId);
                default:
                    return Replies.error(requestId, "METHOD_NOT_FOUND");
            }
        } catch (CetpError e) {
            return Replies.error(requestId, e.code());
        } catch (Exception e) {
            Log.w(TAG, method + " failed", e);
            return Replies.error(requestId, "INTERNAL_ERROR");
        }
    }

    private Bundle negotiate(Bundle in, int uid) throws JSONException {
        int[] offered = in.getIntArray("consumer_versions");
        boolean speaksV2 = false;
        if (offered != null) {
            for (int v : offered) {
                speaksV2 |= v == Replies.PROTOCOL;
            }
        }
        if (!speaksV2) {
            return Replies.negotiateError("UNSUPPORTED_VERSION");
        }
        String consumerCaps = in.getString("consumer_capabilities");
        if (consumerCaps == null) {
            return Replies.negotiateError("INVALID_REQUEST");
        }
        JSONArray wanted;
        try {
            wanted = new JSONArray(consumerCaps);
        } catch (JSONException e) {
            return Replies.negotiateError("INVALID_REQUEST");
        }
        Set<String> scopes = callerGate().admit(uid);
        if (scopes.isEmpty()) {
            return Replies.negotiateError("PERMISSION_DENIED");
        }
        List<String> granted = new ArrayList<>();
        for (int i = 0; i < wanted.length(); i++) {
            String cap = wanted.optString(i);
            if (supportedCapabilities().contains(cap) && !granted.contains(cap)) {
                granted.add(cap);
            }
        }
        if (granted.contains("cancellation") && !granted.contains("async_operations")) {
            granted.remove("cancellation");
        }
        SessionStore.Session s = sessions().issue(uid, granted, scopes);
        Map<String, Object> limits = new LinkedHashMap<>();
        limits.put("max_request_bytes", CetpRequest.MAX_REQUEST_BYTES);
        limits.put("max_inline_result_bytes", 262144);
        limits.put("max_concurrent_requests", 4);
        limits.put("idempotency_window_seconds", 86400);
        JSONObject data = new JSONObject();
        data.put("selected_version", Replies.PROTOCOL);
        data.put("provider_id", providerId());
        data.put("provider_name", providerName());
        data.put("session_token", s.token());
        data.put("expires_at", isoUtc(s.expiresAtMs()));
        data.put("capabilities", new JSONArray(granted));
        data.put("limits", new JSONObject(limits));
        return Replies.negotiated(data);
    }

    private Bundle inSession(String method, Bundle in, int uid, String requestId) throws Exception {
        if (in.getInt("protocol_version", 0) != Replies.PROTOCOL || !CetpRequest.isUuid(requestId)
                || in.getLong("deadline_at_ms", 0L) <= 0L) {
            return Replies.error(requestId, "INVALID_REQUEST");
        }
        SessionStore.Session s = sessions().find(in.getString("session_token"), uid);
        if (s == null) {
            return Replies.error(requestId, "NEGOTIATION_REQUIRED");
        }
        switch (method) {
            case "get_provider_info":
                return Replies.success(requestId, providerInfo());
            case "list_tools":
                return Replies.success(requestId, toolList(s));
            case "execute_tool":
                return execute(in, uid, requestId, s);
            case "get_operation":
                if (!s.has("async_operations") || operations() == null) {
                    return Replies.error(requestId, "UNSUPPORTED_CAPABILITY");
                }
                return Replies.success(requestId, operations().status(uid, requestId, in.getString("operation_id")));
            default:
                if (!s.has("cancellation") || operations() == null) {
                    return Replies.error(requestId, "UNSUPPORTED_CAPABILITY");
                }
                return Replies.success(requestId, operations().cancel(uid, requestId, in.getString("operation_id")));
        }
    }

    private JSONObject providerInfo() throws JSONException {
        JSONArray scopes = new JSONArray();
        for (ToolSpec.Scope scope : getScopes()) {
            scopes.put(scope.toJson());
        }
        JSONObject info = new JSONObject();
        info.put("provider_id", providerId());
        info.put("provider_name", providerName());
        info.put("description", description());
        info.put("schema_dialect", DIALECT);
        info.put("scopes", scopes);
        return info;
    }

    private JSONObject toolList(SessionStore.Session s) throws JSONException {
        JSONArray tools = new JSONArray();
        for (ToolSpec tool : getProviderTools().values()) {
            if (s.grants(tool.scopes())) {
                tools.put(tool.toJson(s.has("async_operations")));
            }
        }
        JSONObject list = new JSONObject();
        list.put("revision", revision());
        list.put("tools", tools);
        return list;
    }

    private Bundle execute(Bundle in, int uid, String requestId, SessionStore.Session s) throws Exception {
        CetpRequest request = CetpRequest.parse(in, uid, s, getProviderTools());
        ToolSpec tool = request.tool();
        AccessDecision access = authorize(request);
        if (!access.isAllowed()) {
            return Replies.error(requestId, access.errorCode());
        }
        if (!tool.accepts(request.args())) {
            return Replies.error(requestId, "INVALID_ARGS");
        }
        Command command = commandFor(request);
        if (tool.isRead()) {
            return Replies.inline(requestId, command.execute());
        }
        MutationExecutor executor = getMutationExecutor();
        if (executor != null) {
            JSONObject earlier = executor.recorded(request);
            if (earlier != null) {
                return Replies.outcome(requestId, earlier);
            }
        }
        if (request.deadlinePassed()) {
            return Replies.error(requestId, "DEADLINE_EXCEEDED");
        }
        boolean prompt = tool.confirmation().equals("always")
                || (tool.confirmation().equals("provider_policy") && promptByPolicy(request));
        if (prompt) {
            ApprovalStore.Verdict verdict = approvals().verdict(providerId(), request);
            switch (verdict) {
                case NONE: {
                    String token = approvals().open(providerId(), request, command.describe());
                    return Replies.userAction(requestId, resolutions().confirmation(token, tool, command.describe()),
                            token);
                }
                case PENDING:
                    return Replies.userAction(requestId,
                            resolutions().confirmation(request.resumeToken(), tool, command.describe()),
                            request.resumeToken());
                case DENIED:
                    return Replies.error(requestId, "USER_CANCELLED");
                case INVALID:
                    return Replies.error(requestId, "INVALID_REQUEST");
                default:
                    break;
            }
        }
        if (executor != null) {
            return Replies.outcome(requestId, executor.execute(request, command));
        }
        JSONObject value = command.execute();
        history().record(uid, command);
        return Replies.inline(requestId, value);
    }

    private static String isoUtc(long ms) {
        SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss'Z'", Locale.US);
        f.setTimeZone(TimeZone.getTimeZone("UTC"));
        return f.format(new Date(ms));
    }

    // ---- the rest of ContentProvider: this authority serves only call()

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
