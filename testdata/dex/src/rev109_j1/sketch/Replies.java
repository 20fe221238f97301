package com.inkwell.core;

import android.app.PendingIntent;
import android.os.Bundle;
import android.os.Parcelable;

/** Response bundles, built the way the rest of Inkwell builds them: key, value, key, value. */
public final class Replies {
    private Replies() {
    }

    /** bundle("k1", v1, "k2", v2, ...) for Strings, Booleans, Integers, Longs and Parcelables. */
    public static Bundle bundle(Object... pairs) {
        Bundle b = new Bundle();
        for (int i = 0; i + 1 < pairs.length; i += 2) {
            String key = (String) pairs[i];
            Object value = pairs[i + 1];
            if (value instanceof String) {
                b.putString(key, (String) value);
            } else if (value instanceof Boolean) {
                b.putBoolean(key, (Boolean) value);
            } else if (value instanceof Integer) {
                b.putInt(key, (Integer) value);
            } else if (value instanceof Long) {
                b.putLong(key, (Long) value);
            } else if (value instanceof Parcelable) {
                b.putParcelable(key, (Parcelable) value);
            }
        }
        return b;
    }

    public static Bundle ok(String requestId, String valueJson) {
        return bundle("status", "success", "protocol_version", 2, "request_id", requestId,
                "data", "{\"kind\":\"inline\",\"value\":" + valueJson + "}");
    }

    public static Bundle error(String requestId, String code, String message) {
        return bundle("status", "error", "protocol_version", 2, "request_id", requestId,
                "error_code", code, "error_message", message, "retryable", retryable(code));
    }

    /** USER_ACTION_REQUIRED with the Provider's confirmation screen and the token to resume with. */
    public static Bundle needsUser(String requestId, String message, PendingIntent resolution, String resumeToken) {
        return bundle("status", "error", "protocol_version", 2, "request_id", requestId,
                "error_code", "USER_ACTION_REQUIRED", "error_message", message, "retryable", false,
                "resolution", resolution, "resume_token", resumeToken);
    }

    static boolean retryable(String code) {
        return "NEGOTIATION_REQUIRED".equals(code) || "UNAVAILABLE".equals(code) || "RATE_LIMITED".equals(code);
    }
}
