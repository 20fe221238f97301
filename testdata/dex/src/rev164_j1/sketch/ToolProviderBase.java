package com.tidepool.reef.cetp;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;

import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * What the app's two tool providers share, in the role the spec gives the SDK's CetpV2ContentProvider: negotiation,
 * the v2 envelope, the deadline, the authorization hook, deduplication and the answer of execute_tool. Each
 * provider writes its own call().
 */
public abstract class ToolProviderBase extends ContentProvider {
    private static final String TAG = "ReefTools";
    protected static final int MAX_REQUEST_BYTES = 65536;

    protected abstract String providerId();

    protected abstract SessionStore sessions();

    protected abstract Ledger ledger();

    protected abstract ToolSpec findTool(String name);

    /** The authorization hook: whether the caller may run this tool with its scopes. */
    protected abstract Decision authorize(ToolRequest request);

    /** A provider may refuse a caller at negotiate; null admits it. */
    protected Bundle admit(CallContext c) {
        return null;
    }

    protected final Bundle negotiate(CallContext c, String providerName) throws JSONException {
        int[] versions = c.extras.getIntArray("consumer_versions");
        boolean speaksTwo = false;
        if (versions != null) {
            for (int v : versions) {
                if (v == 2) {
                    speaksTwo = true;
                }
            }
        }
        if (!speaksTwo) {
            return Replies.error(null, "UNSUPPORTED_VERSION", "This provider speaks CETP v2 only.");
        }
        String offered = c.extras.getString("consumer_capabilities");
        try {
            new JSONArray(offered == null ? "" : offered);
        } catch (JSONException e) {
            return Replies.error(null, "INVALID_REQUEST", "consumer_capabilities must be a JSON array.");
        }
        Bundle refusal = admit(c);
        if (refusal != null) {
            return refusal;
        }
        SessionStore.Session session = sessions().issue(c.uid, c.callerPackage);
        SimpleDateFormat iso = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss'Z'", Locale.US);
        iso.setTimeZone(TimeZone.getTimeZone("UTC"));
        JSONObject limits = new JSONObject();
        limits.put("max_request_bytes", MAX_REQUEST_BYTES);
        limits.put("max_inline_result_bytes", 262144);
        limits.put("max_concurrent_requests", 2);
        limits.put("idempotency_window_seconds", 86400);
        JSONObject data = new JSONObject();
        data.put("selected_version", 2);
        data.put("provider_id", providerId());
        data.put("provider_name", providerName);
        data.put("session_token", session.token);
        data.put("expires_at", iso.format(new Date(session.expiresAt)));
        data.put("capabilities", new JSONArray());
        data.put("limits", limits);
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putString("data", data.toString());
        return b;
    }

    /** The common v2 fields every in-session method carries; null when they are in order. */
    protected final Bundle envelopeProblem(CallContext c) {
        String requestId = c.requestId();
        if (c.protocolVersion() != 2) {
            return Replies.error(requestId, "INVALID_REQUEST", "protocol_version must be 2.");
        }
        if (requestId == null || requestId.isEmpty()) {
            return Replies.error(null, "INVALID_REQUEST", "request_id is required.");
        }
        return null;
    }

    /** execute_tool once the session stands: tool, size, deadline, authorization, deduplication, then the bus. */
    protected final Bundle execute(CallContext c, RequestBus bus) {
        final String requestId = c.requestId();
        ToolSpec spec = findTool(c.extras.getString("tool_name"));
        if (spec == null) {
            return Replies.error(requestId, "TOOL_NOT_FOUND", "No tool of that name.");
        }
        final ToolRequest request;
        try {
            request = ToolRequest.read(c, spec);
        } catch (JSONException e) {
            return Replies.error(requestId, "INVALID_ARGS", "args must be a JSON object.");
        }
        if (request.argsBytes() > MAX_REQUEST_BYTES) {
            return Replies.error(requestId, "INVALID_REQUEST", "args exceed max_request_bytes.");
        }
        if (request.deadlineAtMs <= 0L || System.currentTimeMillis() >= request.deadlineAtMs) {
            return Replies.error(requestId, "DEADLINE_EXCEEDED", "The deadline has passed.");
        }
        if (authorize(request) != Decision.ALLOW) {
            return Replies.error(requestId, "PERMISSION_DENIED", "This app is not allowed to use that tool.");
        }
        final boolean mutating = spec.mutating();
        if (mutating) {
            Ledger.Entry prior = ledger().reserve(providerId(), request);
            if (prior != null) {
                if (!prior.tool.equals(request.toolName) || !prior.argsDigest.equals(request.argsDigest())) {
                    return Replies.error(requestId, "INVALID_REQUEST", "request_id was used for another call.");
                }
                if (!prior.done()) {
                    return Replies.error(requestId, "CONFLICT", "This request is already running.");
                }
                try {
                    return Replies.inline(requestId, new JSONObject(prior.result));
                } catch (JSONException e) {
                    return Replies.error(requestId, "INTERNAL_ERROR", "The stored result is unreadable.");
                }
            }
        }
        final Bundle[] reply = new Bundle[1];
        try {
            bus.publish(request, new ResultCallback() {
                @Override
                public void onSuccess(JSONObject value) throws JSONException {
                    if (mutating) {
                        ledger().complete(providerId(), request, value.toString());
                    }
                    reply[0] = Replies.inline(requestId, value);
                }

                @Override
                public void onConfirmationNeeded(String message, PendingIntent resolution, String resumeToken) {
                    releaseIf(mutating, request);
                    reply[0] = Replies.needsConfirmation(requestId, message, resolution, resumeToken);
                }

                @Override
                public void onError(String code, String message) {
                    releaseIf(mutating, request);
                    reply[0] = Replies.error(requestId, code, message);
                }
            });
        } catch (JSONException e) {
            Log.w(TAG, "execute_tool " + request.toolName + " failed", e);
            releaseIf(mutating, request);
            return Replies.error(requestId, "INTERNAL_ERROR", "The tool could not finish.");
        }
        if (reply[0] == null) {
            releaseIf(mutating, request);
            return Replies.error(requestId, "INTERNAL_ERROR", "The tool gave no answer.");
        }
        return reply[0];
    }

    private void releaseIf(boolean mutating, ToolRequest request) {
        if (mutating) {
            ledger().release(providerId(), request);
        }
    }

    // The table interface is not offered; refusals are logged with the caller.

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        Log.w(TAG, "query refused for uid " + Binder.getCallingUid());
        return null;
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        Log.w(TAG, "insert refused for uid " + Binder.getCallingUid());
        return null;
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        Log.w(TAG, "update refused for uid " + Binder.getCallingUid());
        return 0;
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        Log.w(TAG, "delete refused for uid " + Binder.getCallingUid());
        return 0;
    }
}
