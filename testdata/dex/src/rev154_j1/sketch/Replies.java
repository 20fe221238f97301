package com.halyard.vault.cetp;

import android.app.PendingIntent;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import org.json.JSONException;
import org.json.JSONObject;

/** The response Bundles of CETP v2. */
public final class Replies {
    private Replies() {
    }

    public static Bundle success(String requestId, String data) {
        Bundle bundle = new Bundle();
        bundle.putString("status", "success");
        bundle.putInt("protocol_version", 2);
        bundle.putString("request_id", requestId);
        bundle.putString("data", data);
        return bundle;
    }

    public static Bundle inline(String requestId, JSONObject value) throws JSONException {
        return success(requestId, new JSONObject().put("kind", "inline").put("value", value).toString());
    }

    public static Bundle file(String requestId, JSONObject data, ParcelFileDescriptor fd) {
        Bundle bundle = success(requestId, data.toString());
        bundle.putParcelable("result_fd", fd);
        return bundle;
    }

    public static Bundle accepted(String requestId, String operationId, long pollAfterMs) throws JSONException {
        Bundle bundle = new Bundle();
        bundle.putString("status", "accepted");
        bundle.putInt("protocol_version", 2);
        bundle.putString("request_id", requestId);
        bundle.putString("data", new JSONObject()
                .put("operation_id", operationId)
                .put("poll_after_ms", pollAfterMs)
                .toString());
        return bundle;
    }

    /** An error; without a request id (negotiate, a broken envelope) neither echo is put. */
    public static Bundle error(String requestId, String code, String message, boolean retryable) {
        Bundle bundle = new Bundle();
        bundle.putString("status", "error");
        bundle.putString("error_code", code);
        bundle.putString("error_message", message);
        bundle.putBoolean("retryable", retryable);
        if (requestId != null) {
            bundle.putInt("protocol_version", 2);
            bundle.putString("request_id", requestId);
        }
        return bundle;
    }

    public static Bundle confirm(String requestId, String message, PendingIntent resolution, String resumeToken) {
        Bundle bundle = error(requestId, "USER_ACTION_REQUIRED", message, false);
        bundle.putParcelable("resolution", resolution);
        bundle.putString("resume_token", resumeToken);
        return bundle;
    }
}
