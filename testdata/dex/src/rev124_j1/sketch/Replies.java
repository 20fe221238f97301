package com.scanbox.cetp;

import android.os.Bundle;
import java.time.Instant;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Response Bundles of both providers. */
public final class Replies {
    private Replies() {}

    public static Bundle error(Bundle request, String code, String message, boolean retryable) {
        return of(request, Reply.failure(code, message, retryable));
    }

    public static Bundle data(Bundle request, String valueJson) {
        return of(request, Reply.success(valueJson));
    }

    public static Bundle of(Bundle request, Reply reply) {
        Bundle out = new Bundle();
        out.putString("status", reply.status());
        out.putInt(Cetp.KEY_PROTOCOL_VERSION, Cetp.PROTOCOL_VERSION);
        if (request != null) {
            out.putString(Cetp.KEY_REQUEST_ID, request.getString(Cetp.KEY_REQUEST_ID));
        }
        if (reply.isError()) {
            out.putString("error_code", reply.errorCode());
            out.putString("error_message", reply.message());
            out.putBoolean("retryable", reply.retryable());
            if (reply.resolution() != null) {
                out.putParcelable("resolution", reply.resolution());
                out.putString(Cetp.KEY_RESUME_TOKEN, reply.resumeToken());
            }
        } else {
            out.putString("data", "{\"kind\":\"inline\",\"value\":" + reply.valueJson() + "}");
        }
        return out;
    }

    public static boolean offers(int[] versions, int version) {
        if (versions == null) {
            return false;
        }
        for (int offered : versions) {
            if (offered == version) {
                return true;
            }
        }
        return false;
    }

    /** The negotiate answer: version 2, no optional capabilities, the protocol's minimum limits. */
    public static Bundle negotiated(Session session, String providerName) {
        try {
            JSONObject limits = new JSONObject()
                    .put("max_request_bytes", Cetp.MAX_ARGS_BYTES)
                    .put("max_inline_result_bytes", 262144)
                    .put("max_concurrent_requests", 2)
                    .put("idempotency_window_seconds", 86400);
            JSONObject data = new JSONObject()
                    .put("selected_version", Cetp.PROTOCOL_VERSION)
                    .put("provider_id", session.providerId())
                    .put("provider_name", providerName)
                    .put("session_token", session.token())
                    .put("expires_at", Instant.ofEpochMilli(session.expiresAtMs()).toString())
                    .put("capabilities", new JSONArray())
                    .put("limits", limits);
            Bundle out = new Bundle();
            out.putString("status", "success");
            out.putString("data", data.toString());
            return out;
        } catch (JSONException e) {
            throw new IllegalStateException(e);
        }
    }
}
