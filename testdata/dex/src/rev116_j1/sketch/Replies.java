package com.cinderbox.core;

import android.app.PendingIntent;
import android.os.Bundle;
import org.json.JSONObject;

/** The CETP v2 response envelopes both Cinderbox providers answer with. */
public final class Replies {
    private Replies() {
    }

    public static Bundle success(String requestId, String data) {
        Bundle out = new Bundle();
        out.putString("status", "success");
        out.putInt("protocol_version", 2);
        out.putString("request_id", requestId);
        out.putString("data", data);
        return out;
    }

    public static Bundle inline(String requestId, String valueJson) {
        return success(requestId, "{\"kind\":\"inline\",\"value\":" + valueJson + "}");
    }

    public static Bundle accepted(String requestId, String operationId) {
        Bundle out = success(requestId,
                "{\"operation_id\":" + JSONObject.quote(operationId) + ",\"poll_after_ms\":1500}");
        out.putString("status", "accepted");
        return out;
    }

    /** The outcome the ledger kept for an earlier execution of the same request. */
    public static Bundle replay(String requestId, String status, String data) {
        Bundle out = success(requestId, data);
        out.putString("status", status);
        return out;
    }

    public static Bundle error(String requestId, String code, String message, boolean retryable) {
        Bundle out = new Bundle();
        out.putString("status", "error");
        out.putString("error_code", code);
        out.putString("error_message", message);
        out.putBoolean("retryable", retryable);
        out.putInt("protocol_version", 2);
        out.putString("request_id", requestId);
        return out;
    }

    /** USER_ACTION_REQUIRED with the provider's own confirmation screen and the token that resumes the call. */
    public static Bundle needsUser(String requestId, String message, PendingIntent resolution, String resumeToken) {
        Bundle out = error(requestId, "USER_ACTION_REQUIRED", message, false);
        out.putParcelable("resolution", resolution);
        out.putString("resume_token", resumeToken);
        return out;
    }

    /** Whether an outcome is final enough for the ledger: a success or an accepted operation. */
    public static boolean keepable(Bundle outcome) {
        String status = outcome.getString("status");
        return "success".equals(status) || "accepted".equals(status);
    }
}
