package com.quaywire.cetp;

import android.app.PendingIntent;
import android.os.Bundle;

/** Response Bundles of CETP v2. */
public final class Replies {
    public static final String REQUEST_ID = "request_id";

    private Replies() {
    }

    public static Bundle success(String requestId, String data) {
        Bundle out = new Bundle();
        out.putString("status", "success");
        out.putInt("protocol_version", 2);
        if (requestId != null) {
            out.putString(REQUEST_ID, requestId);
        }
        out.putString("data", data);
        return out;
    }

    public static Bundle error(String requestId, String code, String message, boolean retryable) {
        Bundle out = new Bundle();
        out.putString("status", "error");
        out.putInt("protocol_version", 2);
        if (requestId != null) {
            out.putString(REQUEST_ID, requestId);
        }
        out.putString("error_code", code);
        out.putString("error_message", message);
        out.putBoolean("retryable", retryable);
        return out;
    }

    /** USER_ACTION_REQUIRED with the provider's own resolution and a single-use resume token. */
    public static Bundle needsUser(String requestId, PendingIntent resolution, String resumeToken) {
        Bundle out = error(requestId, "USER_ACTION_REQUIRED", "Confirm this action in Quaywire Desk", false);
        out.putParcelable("resolution", resolution);
        out.putString("resume_token", resumeToken);
        return out;
    }
}
