package com.tallyworks.stockroom.cetp;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.Process;

import java.nio.charset.StandardCharsets;
import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.Date;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.TimeZone;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Stockroom's Java port of the ClawSeed SDK's CetpV2ContentProvider (the SDK ships for Kotlin only): the same
 * name and hooks (provider tools, authorize, getMutationExecutor) and the protocol parts every provider shares —
 * negotiate, get_provider_info, list_tools, argument checks, the mutation executor. Each provider writes its own
 * call(): envelope, session, caller check, dispatch.
 */
public abstract class CetpV2ContentProvider extends ContentProvider {
    public static final int PROTOCOL_VERSION = 2;
    public static final int MAX_REQUEST_BYTES = 65536;
    public static final int MAX_INLINE_RESULT_BYTES = 262144;
    public static final long SESSION_TTL_MS = 60L * 60L * 1000L;
    private static final String SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema";

    protected abstract String providerId();

    protected abstract String providerName();

    protected abstract String providerDescription();

    protected abstract String toolsRevision();

    protected abstract JSONArray scopeCatalog() throws JSONException;

    protected abstract List<ToolSpec> providerTools();

    protected abstract String[] optionalCapabilities();

    /** Null when this UID may use the provider at all, else the error code to answer. */
    protected abstract String admitCaller(int uid);

    /** Null when the caller holds every scope of the tool, else the error code to answer. */
    protected abstract String authorize(ToolCall call, ToolSpec tool);

    /** The journal that deduplicates mutations; the SDK's hook of the same name. */
    protected MutationExecutor getMutationExecutor() {
        return null;
    }

    protected final Bundle negotiate(int uid, Bundle extras) {
        int[] versions = extras == null ? null : extras.getIntArray("consumer_versions");
        boolean common = false;
        if (versions != null) {
            for (int v : versions) {
                if (v == PROTOCOL_VERSION) {
                    common = true;
                    break;
                }
            }
        }
        if (!common) {
            return Envelopes.negotiationError("UNSUPPORTED_VERSION");
        }
        JSONArray asked;
        try {
            asked = new JSONArray(extras.getString("consumer_capabilities", ""));
        } catch (JSONException e) {
            return Envelopes.negotiationError("INVALID_REQUEST");
        }
        String denied = admitCaller(uid);
        if (denied != null) {
            return Envelopes.negotiationError(denied);
        }
        List<String> granted = new ArrayList<>();
        for (String offered : optionalCapabilities()) {
            for (int i = 0; i < asked.length(); i++) {
                if (offered.equals(asked.optString(i))) {
                    granted.add(offered);
                    break;
                }
            }
        }
        long expiresAt = System.currentTimeMillis() + SESSION_TTL_MS;
        String token = SessionRegistry.open(providerId(), uid, PROTOCOL_VERSION, granted, expiresAt);
        try {
            JSONArray caps = new JSONArray();
            for (String cap : granted) {
                caps.put(cap);
            }
            JSONObject limits = new JSONObject()
                    .put("max_request_bytes", MAX_REQUEST_BYTES)
                    .put("max_inline_result_bytes", MAX_INLINE_RESULT_BYTES)
                    .put("max_concurrent_requests", 4)
                    .put("idempotency_window_seconds", 86400);
            JSONObject data = new JSONObject()
                    .put("selected_version", PROTOCOL_VERSION)
                    .put("provider_id", providerId())
                    .put("provider_name", providerName())
                    .put("session_token", token)
                    .put("expires_at", iso(expiresAt))
                    .put("capabilities", caps)
                    .put("limits", limits);
            return Envelopes.negotiated(data);
        } catch (JSONException e) {
            return Envelopes.negotiationError("INTERNAL_ERROR");
        }
    }

    protected final Bundle providerInfo(ToolCall call) {
        try {
            JSONObject info = new JSONObject()
                    .put("provider_id", providerId())
                    .put("provider_name", providerName())
                    .put("description", providerDescription())
                    .put("schema_dialect", SCHEMA_DIALECT)
                    .put("scopes", scopeCatalog());
            return Envelopes.data(call, info.toString());
        } catch (JSONException e) {
            return Envelopes.error(call, "INTERNAL_ERROR");
        }
    }

    protected final Bundle listTools(ToolCall call, SessionRegistry.Session session) {
        boolean async = session.has("async_operations");
        try {
            JSONArray tools = new JSONArray();
            for (ToolSpec tool : providerTools()) {
                tools.put(tool.toJson(async));
            }
            JSONObject list = new JSONObject()
                    .put("revision", toolsRevision() + (async ? "-async" : "-sync"))
                    .put("tools", tools);
            return Envelopes.data(call, list.toString());
        } catch (JSONException e) {
            return Envelopes.error(call, "INTERNAL_ERROR");
        }
    }

    protected final ToolSpec findTool(String name) {
        if (name == null) {
            return null;
        }
        for (ToolSpec tool : providerTools()) {
            if (tool.name.equals(name)) {
                return tool;
            }
        }
        return null;
    }

    protected static boolean argsTooLarge(ToolCall call) {
        return call.argsText.getBytes(StandardCharsets.UTF_8).length > MAX_REQUEST_BYTES;
    }

    /** The parsed args when they fit the size limit and the schema's top level (required keys, no others). */
    protected static JSONObject parseArgs(ToolCall call, ToolSpec tool) {
        if (argsTooLarge(call)) {
            return null;
        }
        try {
            JSONObject args = new JSONObject(call.argsText);
            JSONObject schema = new JSONObject(tool.inputSchema);
            JSONObject properties = schema.getJSONObject("properties");
            JSONArray required = schema.optJSONArray("required");
            for (int i = 0; required != null && i < required.length(); i++) {
                if (!args.has(required.optString(i))) {
                    return null;
                }
            }
            Iterator<String> keys = args.keys();
            while (keys.hasNext()) {
                if (!properties.has(keys.next())) {
                    return null;
                }
            }
            return args;
        } catch (JSONException e) {
            return null;
        }
    }

    /** Runs a mutation through the provider's executor. */
    protected final Bundle runMutation(ToolCall call, ToolSpec tool, MutationExecutor.Mutation work)
            throws Exception {
        MutationExecutor executor = getMutationExecutor();
        if (executor == null) {
            return work.run();
        }
        return executor.execute(providerId(), call, tool, work);
    }

    private static String iso(long millis) {
        SimpleDateFormat format = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss'Z'", Locale.US);
        format.setTimeZone(TimeZone.getTimeZone("UTC"));
        return format.format(new Date(millis));
    }

    /** The table entry points are for Stockroom itself only. */
    private static void enforceOwnProcess() {
        if (Binder.getCallingUid() != Process.myUid()) {
            throw new SecurityException("Stockroom tool providers serve call() only");
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
