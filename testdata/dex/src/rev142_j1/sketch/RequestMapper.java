package com.quaywire.cetp;

import org.json.JSONException;
import org.json.JSONObject;

/** Maps the envelope and the JSON args of a call onto what the HTTP layer needs. */
public final class RequestMapper {
    public static final String DEADLINE_AT_MS = "deadline_at_ms";

    private RequestMapper() {
    }

    /** Milliseconds left before the caller's deadline; 0 when it is missing or already passed. */
    public static long remainingMs(Call call) {
        long deadline = call.extras.getLong(DEADLINE_AT_MS, 0L);
        long left = deadline - System.currentTimeMillis();
        return left > 0L ? left : 0L;
    }

    /** A boolean member of a JSON object, false when absent. */
    public static boolean flag(JSONObject source, String key) {
        return source != null && source.optBoolean(key, false);
    }

    /** A required non-empty string argument. */
    public static String text(JSONObject args, String key, int maxLength) throws JSONException {
        String value = args.getString(key).trim();
        if (value.isEmpty() || value.length() > maxLength) {
            throw new JSONException(key + " is empty or too long");
        }
        return value;
    }
}
