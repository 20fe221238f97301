package com.hearthboard.cetp;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.Process;

import com.hearthboard.rx.Single;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

import java.nio.charset.StandardCharsets;

/**
 * What both Hearthboard tool providers share: negotiate, get_provider_info, list_tools and the front half of
 * execute_tool (visibility, size, schema, deadline, authorization). Each provider's own call() does the envelope
 * and session admission and dispatches the tools.
 */
public abstract class ToolProviderBase extends ContentProvider {
    public static final int MAX_REQUEST_BYTES = 65536;
    public static final int MAX_INLINE_RESULT_BYTES = 262144;
    public static final String SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema";

    protected SessionStore sessions;
    protected PairingRepository pairing;

    protected abstract String providerId();

    protected abstract String providerName();

    protected abstract String providerDescription();

    protected abstract JSONArray scopeCatalog() throws JSONException;

    protected abstract ToolSpec[] tools();

    /** Optional capabilities this provider implements, in §2.3 names. */
    protected abstract String[] offeredCapabilities();

    /** The verified package of the UID, or an error when the caller is not a paired, correctly signed app. */
    protected abstract Single<String> verifyCaller(int uid);

    /** The provider's authorization hook: may this request run this tool? */
    protected abstract Single<AccessDecision> authorize(ToolRequest request, ToolSpec tool);

    /** Runs an admitted, authorized tool call. */
    protected abstract Bundle dispatch(ToolRequest request, ToolSpec tool, JSONObject args,
            SessionStore.Session session);

    protected final boolean isKnownMethod(String method) {
        switch (method) {
            case "negotiate":
            case "get_provider_info":
            case "list_tools":
            case "execute_tool":
            case "get_operation":
            case "cancel_operation":
                return true;
            default:
                return false;
        }
    }

    protected final Bundle negotiate(Bundle extras, int uid) {
        int[] versions = extras.getIntArray("consumer_versions");
        boolean speaksTwo = false;
        if (versions != null) {
            for (int v : versions) {
                speaksTwo |= v == 2;
            }
        }
        if (!speaksTwo) {
            return Envelopes.negotiationError("UNSUPPORTED_VERSION");
        }
        JSONArray asked;
        try {
            asked = new JSONArray(extras.getString("consumer_capabilities", ""));
        } catch (JSONException e) {
            return Envelopes.negotiationError("INVALID_REQUEST");
        }
        String caller = verifyCaller(uid).onErrorReturn(e -> "").blockingGet();
        if (caller.isEmpty()) {
            return Envelopes.negotiationError("PERMISSION_DENIED");
        }
        StringBuilder granted = new StringBuilder();
        JSONArray capabilities = new JSONArray();
        for (String offered : offeredCapabilities()) {
            for (int i = 0; i < asked.length(); i++) {
                if (offered.equals(asked.optString(i))) {
                    if (granted.length() > 0) {
                        granted.append(',');
                    }
                    granted.append(offered);
                    capabilities.put(offered);
                    break;
                }
            }
        }
        SessionStore.Session session = sessions.open(providerId(), uid, granted.toString()).blockingGet();
        try {
            JSONObject limits = new JSONObject()
                    .put("max_request_bytes", MAX_REQUEST_BYTES)
                    .put("max_inline_result_bytes", MAX_INLINE_RESULT_BYTES)
                    .put("max_concurrent_requests", 4)
                    .put("idempotency_window_seconds", 86400);
            return Envelopes.negotiated(new JSONObject()
                    .put("selected_version", 2)
                    .put("provider_id", providerId())
                    .put("provider_name", providerName())
                    .put("session_token", session.token)
                    .put("expires_at", session.expiresAt)
                    .put("capabilities", capabilities)
                    .put("limits", limits));
        } catch (JSONException e) {
            return Envelopes.negotiationError("INTERNAL_ERROR");
        }
    }

    protected final Bundle providerInfo(ToolRequest request) {
        try {
            return Envelopes.data(request, new JSONObject()
                    .put("provider_id", providerId())
                    .put("provider_name", providerName())
                    .put("description", providerDescription())
                    .put("schema_dialect", SCHEMA_DIALECT)
                    .put("scopes", scopeCatalog()));
        } catch (JSONException e) {
            return Envelopes.error(request, "INTERNAL_ERROR");
        }
    }

    protected final Bundle listTools(ToolRequest request, SessionStore.Session session) {
        boolean async = session.has("async_operations");
        JSONArray list = new JSONArray();
        try {
            for (ToolSpec tool : tools()) {
                if (!tool.isAsync() || async) {
                    list.put(tool.toJson(async));
                }
            }
            return Envelopes.data(request, new JSONObject().put("revision", revision()).put("tools", list));
        } catch (JSONException e) {
            return Envelopes.error(request, "INTERNAL_ERROR");
        }
    }

    protected String revision() {
        return providerId() + "-7";
    }

    protected final Bundle executeTool(ToolRequest request, SessionStore.Session session) {
        ToolSpec tool = null;
        for (ToolSpec candidate : tools()) {
            if (candidate.name.equals(request.toolName)) {
                tool = candidate;
            }
        }
        if (tool == null || (tool.isAsync() && !session.has("async_operations"))) {
            return Envelopes.error(request, "TOOL_NOT_FOUND");
        }
        if (request.args == null || request.args.getBytes(StandardCharsets.UTF_8).length > MAX_REQUEST_BYTES) {
            return Envelopes.error(request, "INVALID_REQUEST");
        }
        JSONObject args;
        try {
            args = new JSONObject(request.args);
        } catch (JSONException e) {
            return Envelopes.error(request, "INVALID_ARGS");
        }
        if (tool.checkArgs(args) != null) {
            return Envelopes.error(request, "INVALID_ARGS");
        }
        if (request.expired(System.currentTimeMillis())) {
            return Envelopes.error(request, "DEADLINE_EXCEEDED");
        }
        AccessDecision decision = authorize(request, tool)
                .onErrorReturn(e -> AccessDecision.deny("PERMISSION_DENIED"))
                .blockingGet();
        if (!decision.allowed) {
            return Envelopes.error(request, decision.errorCode);
        }
        return dispatch(request, tool, args, session);
    }

    /** The table-style entry points are not part of the tool surface: only the app's own process may use them. */
    private static void enforceOwnProcess() {
        if (Binder.getCallingUid() != Process.myUid()) {
            throw new SecurityException("Hearthboard tool providers serve call() only");
        }
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        enforceOwnProcess();
        return null;
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        enforceOwnProcess();
        return null;
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        enforceOwnProcess();
        return 0;
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        enforceOwnProcess();
        return 0;
    }
}
