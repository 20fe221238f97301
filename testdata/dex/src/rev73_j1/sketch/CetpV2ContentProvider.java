package com.clawseed.cetp.sdk;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Base64;
import java.security.SecureRandom;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.json.JSONException;
import org.json.JSONObject;

/** The ClawSeed SDK's CETP v2 provider: envelopes, sessions, deadlines, authorization and dispatch. */
public abstract class CetpV2ContentProvider extends ContentProvider {
    private final SecureRandom random = new SecureRandom();
    private final ConcurrentHashMap<String, Integer> sessions = new ConcurrentHashMap<>();

    public abstract List<CetpProviderTool> getProviderTools();

    public abstract CetpProviderResult executeTool(CetpProviderRequest request);

    public CetpMutationExecutor getMutationExecutor() {
        return null;
    }

    public CetpAccessDecision authorize(CetpProviderRequest request) {
        return CetpAccessDecision.deny("denied by default");
    }

    @Override
    public final Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        String pkg = getCallingPackage();
        if (extras == null) {
            extras = new Bundle();
        }
        if ("negotiate".equals(method)) {
            return negotiate(uid, extras.getIntArray("consumer_versions"));
        }
        String requestId = extras.getString("request_id");
        String token = extras.getString("session_token");
        Integer owner = token == null ? null : sessions.get(token);
        if (owner == null || owner != uid) {
            return CetpProviderResult.error("NEGOTIATION_REQUIRED", "negotiate first").toBundle(requestId);
        }
        if ("list_tools".equals(method)) {
            return listTools(requestId);
        }
        if (!"execute_tool".equals(method)) {
            return CetpProviderResult.error("METHOD_NOT_FOUND", "unknown method").toBundle(requestId);
        }
        if (extras.getLong("deadline_at_ms") <= System.currentTimeMillis()) {
            return CetpProviderResult.error("DEADLINE_EXCEEDED", "deadline passed").toBundle(requestId);
        }
        CetpProviderTool tool = findTool(extras.getString("tool_name"));
        if (tool == null) {
            return CetpProviderResult.error("TOOL_NOT_FOUND", "no such tool").toBundle(requestId);
        }
        JSONObject args;
        try {
            args = new JSONObject(extras.getString("args", "{}"));
        } catch (JSONException e) {
            return CetpProviderResult.error("INVALID_ARGS", "args are not a JSON object").toBundle(requestId);
        }
        final CetpProviderRequest request = new CetpProviderRequest(uid, pkg, tool.getName(), requestId, args,
                tool.getScopes(), extras.getString("resume_token"));
        if (!authorize(request).isAllowed()) {
            return CetpProviderResult.error("PERMISSION_DENIED", "caller is not allowed").toBundle(requestId);
        }
        ToolAnnotations a = tool.getAnnotations();
        if (a.getEffect() == ToolEffect.READ) {
            return executeTool(request).toBundle(requestId);
        }
        if ((a.getEffect() == ToolEffect.DELETE || a.getRisk() == ToolRisk.HIGH)
                && a.getConfirmation() != ConfirmationPolicy.ALWAYS) {
            return CetpProviderResult.error("INTERNAL_ERROR", "inconsistent tool declaration").toBundle(requestId);
        }
        CetpMutationExecutor executor = getMutationExecutor();
        if (executor == null) {
            return CetpProviderResult.error("INTERNAL_ERROR", "mutation tool without executor").toBundle(requestId);
        }
        return executor.execute(request, new Supplier<CetpProviderResult>() {
            @Override
            public CetpProviderResult get() {
                return executeTool(request);
            }
        }).toBundle(requestId);
    }

    private Bundle negotiate(int uid, int[] versions) {
        boolean two = false;
        if (versions != null) {
            for (int v : versions) {
                if (v == 2) {
                    two = true;
                }
            }
        }
        if (!two) {
            return CetpProviderResult.error("UNSUPPORTED_VERSION", "version 2 required").toBundle(null);
        }
        byte[] raw = new byte[32];
        random.nextBytes(raw);
        String token = Base64.encodeToString(raw, Base64.NO_WRAP | Base64.URL_SAFE);
        sessions.put(token, uid);
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putString("data", "{\"selected_version\":2,\"session_token\":\"" + token
                + "\",\"capabilities\":[\"large_results\"],\"limits\":{\"max_request_bytes\":65536,"
                + "\"max_inline_result_bytes\":262144,\"max_concurrent_requests\":4,"
                + "\"idempotency_window_seconds\":86400}}");
        return b;
    }

    private Bundle listTools(String requestId) {
        StringBuilder names = new StringBuilder();
        for (CetpProviderTool t : getProviderTools()) {
            if (names.length() > 0) {
                names.append(',');
            }
            names.append("{\"name\":\"").append(t.getName()).append("\"}");
        }
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", 2);
        b.putString("request_id", requestId);
        b.putString("data", "{\"revision\":\"1\",\"tools\":[" + names + "]}");
        return b;
    }

    private CetpProviderTool findTool(String name) {
        for (CetpProviderTool t : getProviderTools()) {
            if (t.getName().equals(name)) {
                return t;
            }
        }
        return null;
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        return null;
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        return null;
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        return 0;
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        return 0;
    }
}
