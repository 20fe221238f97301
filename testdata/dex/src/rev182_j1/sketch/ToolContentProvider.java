package com.ridgeway.doorhub.cetp;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

import java.nio.charset.StandardCharsets;
import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TimeZone;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * The CETP v2 envelope, written by hand for Doorhub's two providers: negotiate, get_provider_info, list_tools,
 * execute_tool (scopes, deadline, deduplication, confirmation), and the hooks for operations. The collaborators come
 * from the subclasses' injected fields.
 */
public abstract class ToolContentProvider extends ContentProvider {
    static final int MAX_REQUEST_BYTES = 65536;
    private static final Pattern REQUEST_ID =
            Pattern.compile("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");

    /** One admitted v2 call. The UID is the Binder's, read in call(). */
    public static final class Request {
        public final int uid;
        public final String providerId;
        public final CallerVerifier.Caller caller;
        public final String requestId;
        public final long deadlineAtMs;
        public final Set<String> capabilities;
        public final Bundle extras;
        public ToolSpec tool;
        public JSONObject args;
        public String argsDigest;

        Request(int uid, String providerId, CallerVerifier.Caller caller, String requestId, long deadlineAtMs,
                Set<String> capabilities, Bundle extras) {
            this.uid = uid;
            this.providerId = providerId;
            this.caller = caller;
            this.requestId = requestId;
            this.deadlineAtMs = deadlineAtMs;
            this.capabilities = capabilities;
            this.extras = extras;
        }
    }

    /** Turned into an error envelope by call(). */
    public static final class Rejection extends RuntimeException {
        public final String code;

        public Rejection(String code) {
            super(code);
            this.code = code;
        }
    }

    protected abstract String providerId();

    protected abstract String providerName();

    protected abstract String providerDescription();

    protected abstract JSONArray scopeCatalog() throws JSONException;

    protected abstract List<ToolSpec> tools();

    protected abstract Set<String> offeredCapabilities();

    protected abstract SessionStore sessions();

    protected abstract CallerVerifier verifier();

    protected abstract RequestLog requestLog();

    protected abstract ApprovalLedger approvals();

    protected abstract Bundle runTool(Request request);

    protected abstract PendingIntent resolutionFor(ToolSpec tool, String resumeToken);

    protected abstract String summaryOf(Request request);

    protected boolean approvalRequired(Request request) {
        return "always".equals(request.tool.confirmation);
    }

    protected Bundle operation(String method, Request request, String operationId) {
        throw new Rejection("UNSUPPORTED_CAPABILITY");
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle x = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            return negotiate(uid, x);
        }
        String requestId = x.getString("request_id");
        try {
            if ("get_provider_info".equals(method)) {
                return providerInfo(admit(uid, x));
            } else if ("list_tools".equals(method)) {
                return listTools(admit(uid, x));
            } else if ("execute_tool".equals(method)) {
                return execute(admit(uid, x), x);
            } else if ("get_operation".equals(method) || "cancel_operation".equals(method)) {
                return operation(method, admit(uid, x), x.getString("operation_id"));
            }
            throw new Rejection("METHOD_NOT_FOUND");
        } catch (Rejection rejection) {
            return Envelopes.error(rejection.code, requestId);
        }
    }

    private Bundle negotiate(int uid, Bundle x) {
        int[] versions = x.getIntArray("consumer_versions");
        boolean speaksTwo = false;
        if (versions != null) {
            for (int version : versions) {
                speaksTwo |= version == 2;
            }
        }
        if (!speaksTwo) {
            return Envelopes.negotiationError("UNSUPPORTED_VERSION");
        }
        String requested = x.getString("consumer_capabilities");
        Set<String> consumer = new HashSet<>();
        try {
            JSONArray names = new JSONArray(requested == null ? "" : requested);
            for (int i = 0; i < names.length(); i++) {
                consumer.add(names.optString(i));
            }
        } catch (JSONException e) {
            return Envelopes.negotiationError("INVALID_REQUEST");
        }
        CallerVerifier.Caller caller = verifier().resolve(uid, providerId());
        if (caller == null) {
            return Envelopes.negotiationError("PERMISSION_DENIED");
        }
        Set<String> granted = new TreeSet<>();
        for (String capability : offeredCapabilities()) {
            if (consumer.contains(capability)) {
                granted.add(capability);
            }
        }
        if (!granted.contains("async_operations")) {
            granted.remove("cancellation");
        }
        long expiresAt = System.currentTimeMillis() + SessionStore.TTL_MS;
        String token = sessions().open(providerId(), uid, granted, expiresAt);
        try {
            SimpleDateFormat iso = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss'Z'", Locale.US);
            iso.setTimeZone(TimeZone.getTimeZone("UTC"));
            JSONArray capabilities = new JSONArray();
            for (String capability : granted) {
                capabilities.put(capability);
            }
            JSONObject limits = new JSONObject()
                    .put("max_request_bytes", MAX_REQUEST_BYTES)
                    .put("max_inline_result_bytes", 262144)
                    .put("max_concurrent_requests", 2)
                    .put("idempotency_window_seconds", 86400);
            return Envelopes.negotiated(new JSONObject()
                    .put("selected_version", 2)
                    .put("provider_id", providerId())
                    .put("provider_name", providerName())
                    .put("session_token", token)
                    .put("expires_at", iso.format(new Date(expiresAt)))
                    .put("capabilities", capabilities)
                    .put("limits", limits));
        } catch (JSONException e) {
            return Envelopes.negotiationError("INTERNAL_ERROR");
        }
    }

    private Request admit(int uid, Bundle x) {
        if (x.getInt("protocol_version", 0) != 2) {
            throw new Rejection("INVALID_REQUEST");
        }
        String requestId = x.getString("request_id");
        if (requestId == null || !REQUEST_ID.matcher(requestId).matches()) {
            throw new Rejection("INVALID_REQUEST");
        }
        long deadline = x.getLong("deadline_at_ms", 0L);
        if (deadline <= 0L) {
            throw new Rejection("INVALID_REQUEST");
        }
        String sessionToken = x.getString("session_token");
        Set<String> capabilities = sessionToken == null ? null
                : sessions().find(providerId(), sessionToken, uid, System.currentTimeMillis());
        if (capabilities == null) {
            throw new Rejection("NEGOTIATION_REQUIRED");
        }
        CallerVerifier.Caller caller = verifier().resolve(uid, providerId());
        if (caller == null) {
            throw new Rejection("PERMISSION_DENIED");
        }
        return new Request(uid, providerId(), caller, requestId, deadline, capabilities, x);
    }

    private Bundle providerInfo(Request request) {
        try {
            JSONObject info = new JSONObject()
                    .put("provider_id", providerId())
                    .put("provider_name", providerName())
                    .put("description", providerDescription())
                    .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
                    .put("scopes", scopeCatalog());
            return Envelopes.withData("success", request.requestId, info.toString());
        } catch (JSONException e) {
            throw new Rejection("INTERNAL_ERROR");
        }
    }

    protected boolean visible(ToolSpec tool, Request request) {
        return request.caller.holdsAll(tool.scopes)
                && (!tool.isAsync() || request.capabilities.contains("async_operations"));
    }

    private Bundle listTools(Request request) {
        try {
            boolean asyncSession = request.capabilities.contains("async_operations");
            JSONArray list = new JSONArray();
            for (ToolSpec tool : tools()) {
                if (visible(tool, request)) {
                    list.put(tool.toJson(asyncSession));
                }
            }
            String revision = "tools-" + Tokens.sha256(list.toString().getBytes(StandardCharsets.UTF_8))
                    .substring(0, 16);
            JSONObject data = new JSONObject().put("revision", revision).put("tools", list);
            return Envelopes.withData("success", request.requestId, data.toString());
        } catch (JSONException e) {
            throw new Rejection("INTERNAL_ERROR");
        }
    }

    private Bundle execute(Request request, Bundle x) {
        String name = x.getString("tool_name");
        ToolSpec tool = null;
        for (ToolSpec candidate : tools()) {
            if (candidate.name.equals(name) && visible(candidate, request)) {
                tool = candidate;
            }
        }
        if (tool == null) {
            throw new Rejection("TOOL_NOT_FOUND");
        }
        String raw = x.getString("args");
        byte[] bytes = (raw == null ? "{}" : raw).getBytes(StandardCharsets.UTF_8);
        if (bytes.length > MAX_REQUEST_BYTES) {
            throw new Rejection("INVALID_REQUEST");
        }
        JSONObject args;
        try {
            args = new JSONObject(raw == null ? "{}" : raw);
        } catch (JSONException e) {
            throw new Rejection("INVALID_ARGS");
        }
        if (!tool.accepts(args)) {
            throw new Rejection("INVALID_ARGS");
        }
        request.tool = tool;
        request.args = args;
        request.argsDigest = Tokens.sha256(bytes);
        if (System.currentTimeMillis() >= request.deadlineAtMs) {
            throw new Rejection("DEADLINE_EXCEEDED");
        }
        if (tool.isMutating()) {
            Bundle earlier = requestLog().replay(request);
            if (earlier != null) {
                return earlier;
            }
        }
        String resumeToken = x.getString("resume_token");
        if (resumeToken != null) {
            ApprovalLedger.Outcome outcome = approvals().redeem(resumeToken, request);
            if (outcome == ApprovalLedger.Outcome.INVALID) {
                throw new Rejection("INVALID_REQUEST");
            } else if (outcome == ApprovalLedger.Outcome.DENIED) {
                return Envelopes.error("USER_CANCELLED", request.requestId);
            } else if (outcome == ApprovalLedger.Outcome.PENDING) {
                return Envelopes.needsUser(request.requestId, resolutionFor(tool, resumeToken), resumeToken);
            }
        } else if (approvalRequired(request)) {
            String token = approvals().issue(request, summaryOf(request));
            return Envelopes.needsUser(request.requestId, resolutionFor(tool, token), token);
        }
        if (!tool.isMutating()) {
            return runTool(request);
        }
        return requestLog().execute(request, this::runTool);
    }

    // The cursor-side entry points are not part of the tool protocol; each still resolves its caller first.

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        verifier().requireCaller(providerId());
        return null;
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        verifier().requireCaller(providerId());
        return null;
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        verifier().requireCaller(providerId());
        return 0;
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        verifier().requireCaller(providerId());
        return 0;
    }
}
