package com.verdant.garden.cetp;

import android.app.PendingIntent;
import android.os.Bundle;
import org.json.JSONException;
import org.json.JSONObject;

/** Response Bundles of §4.2, §4.3, §4.4 and §5. */
public final class Envelopes {
    public static final int PROTOCOL_VERSION = 2;

    private Envelopes() {
    }

    public static Bundle negotiated(JSONObject data) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putString("data", data.toString());
        return b;
    }

    public static Bundle success(String requestId, Object value) {
        Bundle b = base("success", requestId);
        try {
            JSONObject data = new JSONObject().put("kind", "inline").put("value", value);
            b.putString("data", data.toString());
        } catch (JSONException e) {
            return error(ErrorCode.INTERNAL_ERROR, requestId);
        }
        return b;
    }

    public static Bundle data(String requestId, JSONObject data) {
        Bundle b = base("success", requestId);
        b.putString("data", data.toString());
        return b;
    }

    public static Bundle accepted(String requestId, String operationId, long pollAfterMs) {
        Bundle b = base("accepted", requestId);
        try {
            b.putString("data", new JSONObject().put("operation_id", operationId)
                    .put("poll_after_ms", pollAfterMs).toString());
        } catch (JSONException e) {
            return error(ErrorCode.INTERNAL_ERROR, requestId);
        }
        return b;
    }

    public static Bundle error(ErrorCode code, String requestId) {
        Bundle b = base("error", requestId);
        b.putString("error_code", code.name());
        b.putString("error_message", code.message());
        b.putBoolean("retryable", code.retryable());
        return b;
    }

    public static Bundle needsUser(String requestId, PendingIntent resolution, String resumeToken) {
        Bundle b = error(ErrorCode.USER_ACTION_REQUIRED, requestId);
        b.putParcelable("resolution", resolution);
        b.putString("resume_token", resumeToken);
        return b;
    }

    /** A stored terminal outcome, answered again for a retried request id. */
    public static Bundle replay(String requestId, String status, String data, String errorCode) {
        if ("success".equals(status)) {
            Bundle b = base("success", requestId);
            b.putString("data", data);
            return b;
        }
        return error(ErrorCode.valueOf(errorCode), requestId);
    }

    public static boolean isTerminal(Bundle response) {
        return !ErrorCode.USER_ACTION_REQUIRED.name().equals(response.getString("error_code"));
    }

    private static Bundle base(String status, String requestId) {
        Bundle b = new Bundle();
        b.putString("status", status);
        b.putInt("protocol_version", PROTOCOL_VERSION);
        if (requestId != null) {
            b.putString("request_id", requestId);
        }
        return b;
    }
}
