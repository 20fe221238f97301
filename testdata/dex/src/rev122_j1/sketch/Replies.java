package com.keyholder.cetp;

import android.app.PendingIntent;
import android.os.Bundle;
import com.keyholder.data.SessionRow;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 response Bundles, shared by both tool providers. */
public final class Replies {
    private Replies() {
    }

    /** name, value, name, value, ... */
    public static JSONObject obj(Object... pairs) {
        JSONObject out = new JSONObject();
        try {
            for (int i = 0; i + 1 < pairs.length; i += 2) {
                out.put((String) pairs[i], pairs[i + 1]);
            }
        } catch (JSONException e) {
            throw new IllegalArgumentException("not a JSON value", e);
        }
        return out;
    }

    public static JSONObject json(String text) {
        try {
            return new JSONObject(text);
        } catch (JSONException e) {
            throw new IllegalStateException("bad descriptor text", e);
        }
    }

    public static boolean offersV2(Bundle extras) {
        int[] versions = extras == null ? null : extras.getIntArray(Cetp.KEY_CONSUMER_VERSIONS);
        if (versions == null) {
            return false;
        }
        for (int v : versions) {
            if (v == Cetp.PROTOCOL_VERSION) {
                return true;
            }
        }
        return false;
    }

    public static JSONObject negotiated(String providerId, String providerName, SessionRow session) {
        JSONObject limits = obj("max_request_bytes", Cetp.MAX_REQUEST_BYTES, "max_inline_result_bytes", 262144,
                "max_concurrent_requests", 2, "idempotency_window_seconds", 86400);
        return obj("selected_version", Cetp.PROTOCOL_VERSION, "provider_id", providerId, "provider_name",
                providerName, "session_token", session.token, "capabilities", new JSONArray(), "limits", limits);
    }

    public static Bundle data(Bundle extras, JSONObject data) {
        Bundle out = envelope(extras, "success");
        out.putString(Cetp.KEY_DATA, data.toString());
        return out;
    }

    public static Bundle success(ToolCall call, JSONObject value) {
        return data(call.extras(), obj("kind", "inline", "value", value));
    }

    public static Bundle stored(ToolCall call, String data) {
        Bundle out = envelope(call.extras(), "success");
        out.putString(Cetp.KEY_DATA, data);
        return out;
    }

    public static Bundle error(Bundle extras, String code, String message, boolean retryable) {
        Bundle out = envelope(extras, "error");
        out.putString("error_code", code);
        out.putString("error_message", message);
        out.putBoolean("retryable", retryable);
        return out;
    }

    public static Bundle failure(ToolCall call, Failure failure) {
        return error(call.extras(), failure.code(), failure.message(), failure.retryable());
    }

    public static Bundle needsUser(ToolCall call, PendingIntent resolution, String resumeToken, String summary) {
        Bundle out = error(call.extras(), "USER_ACTION_REQUIRED", "Confirm on the phone: " + summary, false);
        out.putParcelable(Cetp.KEY_RESOLUTION, resolution);
        out.putString(Cetp.KEY_RESUME_TOKEN, resumeToken);
        return out;
    }

    private static Bundle envelope(Bundle extras, String status) {
        Bundle out = new Bundle();
        out.putString(Cetp.KEY_STATUS, status);
        if (extras != null && extras.containsKey(Cetp.KEY_PROTOCOL_VERSION)) {
            out.putInt(Cetp.KEY_PROTOCOL_VERSION, Cetp.PROTOCOL_VERSION);
            out.putString(Cetp.KEY_REQUEST_ID, extras.getString(Cetp.KEY_REQUEST_ID));
        }
        return out;
    }
}
