package com.tallyhouse.cetp;

import android.app.PendingIntent;
import android.os.Bundle;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 response Bundles. */
public final class Replies implements CetpKeys {
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
            throw new IllegalArgumentException("value is not JSON", e);
        }
        return out;
    }

    public static Bundle data(Bundle extras, JSONObject data) {
        Bundle out = envelope(extras, "success");
        out.putString(KEY_DATA, data.toString());
        return out;
    }

    public static Bundle success(CallInfo call, JSONObject value) {
        return data(call.extras, obj("kind", "inline", "value", value));
    }

    public static Bundle stored(CallInfo call, String data) {
        Bundle out = envelope(call.extras, "success");
        out.putString(KEY_DATA, data);
        return out;
    }

    public static Bundle accepted(CallInfo call, String operationId, long pollAfterMs) {
        Bundle out = envelope(call.extras, "accepted");
        out.putString(KEY_DATA, obj("operation_id", operationId, "poll_after_ms", pollAfterMs).toString());
        return out;
    }

    public static Bundle operation(CallInfo call, Ledger.Operation op) {
        JSONObject data = obj("operation_id", op.id, "state", op.state);
        try {
            if ("succeeded".equals(op.state)) {
                data.put("result", obj("kind", "inline", "value", new JSONObject(op.result)));
            } else if ("failed".equals(op.state)) {
                data.put("error", obj("error_code", op.errorCode, "error_message", "The export failed",
                        "retryable", false));
            } else {
                data.put("poll_after_ms", 1500);
            }
        } catch (JSONException e) {
            return error(call, "INTERNAL_ERROR", "The stored result could not be read", false);
        }
        return data(call.extras, data);
    }

    public static Bundle error(CallInfo call, String code, String message, boolean retryable) {
        return error(call.extras, code, message, retryable);
    }

    public static Bundle error(Bundle extras, String code, String message, boolean retryable) {
        Bundle out = envelope(extras, "error");
        out.putString("error_code", code);
        out.putString("error_message", message);
        out.putBoolean("retryable", retryable);
        return out;
    }

    public static Bundle needsUser(CallInfo call, PendingIntent resolution, String resumeToken, String summary) {
        Bundle out = error(call, "USER_ACTION_REQUIRED", "Confirm on the device: " + summary, false);
        out.putParcelable(KEY_RESOLUTION, resolution);
        out.putString(KEY_RESUME_TOKEN, resumeToken);
        return out;
    }

    private static Bundle envelope(Bundle extras, String status) {
        Bundle out = new Bundle();
        out.putString(KEY_STATUS, status);
        if (extras != null && extras.containsKey(KEY_PROTOCOL_VERSION)) {
            out.putInt(KEY_PROTOCOL_VERSION, PROTOCOL_VERSION);
            out.putString(KEY_REQUEST_ID, extras.getString(KEY_REQUEST_ID));
        }
        return out;
    }
}
