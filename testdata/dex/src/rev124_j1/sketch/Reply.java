package com.scanbox.cetp;

import android.app.PendingIntent;
import org.json.JSONObject;

/** What a tool answers; {@link Replies#of} turns it into the response Bundle. */
public record Reply(String status, String errorCode, String message, boolean retryable, String valueJson,
        PendingIntent resolution, String resumeToken) {

    public static Reply ok(JSONObject value) {
        return success(value.toString());
    }

    public static Reply success(String valueJson) {
        return new Reply("success", null, null, false, valueJson, null, null);
    }

    public static Reply failure(String errorCode, String message, boolean retryable) {
        return new Reply("error", errorCode, message, retryable, null, null, null);
    }

    public static Reply needsUser(String message, PendingIntent resolution, String resumeToken) {
        return new Reply("error", "USER_ACTION_REQUIRED", message, false, null, resolution, resumeToken);
    }

    public boolean isError() {
        return "error".equals(status);
    }

    /** Only final answers are kept for a request_id; a pending confirmation is not. */
    public boolean keepable() {
        return !isError();
    }
}
