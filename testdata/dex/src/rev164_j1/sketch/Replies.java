package com.tidepool.reef.cetp;

import android.app.PendingIntent;
import android.os.Bundle;

import org.json.JSONException;
import org.json.JSONObject;

/** The response Bundles of CETP v2: success envelopes, §5 errors and confirmation refusals. */
public final class Replies {
    public static final int PROTOCOL_VERSION = 2;

    private Replies() {
    }

    /** execute_tool success: data = {"kind":"inline","value":...}. */
    public static Bundle inline(String requestId, JSONObject value) throws JSONException {
        JSONObject data = new JSONObject();
        data.put("kind", "inline");
        data.put("value", value);
        return plain(requestId, data);
    }

    /** Success of the other in-session methods: data is the method's JSON object. */
    public static Bundle plain(String requestId, JSONObject data) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", PROTOCOL_VERSION);
        b.putString("request_id", requestId);
        b.putString("data", data.toString());
        return b;
    }

    public static Bundle error(String requestId, String code, String message) {
        Bundle b = new Bundle();
        b.putString("status", "error");
        b.putString("error_code", code);
        b.putString("error_message", message);
        b.putBoolean("retryable", retryable(code));
        b.putInt("protocol_version", PROTOCOL_VERSION);
        if (requestId != null) {
            b.putString("request_id", requestId);
        }
        return b;
    }

    /** USER_ACTION_REQUIRED with the Provider's resolution and the token that resumes the held call. */
    public static Bundle needsConfirmation(String requestId, String message, PendingIntent resolution,
            String resumeToken) {
        Bundle b = error(requestId, "USER_ACTION_REQUIRED", message);
        b.putParcelable("resolution", resolution);
        b.putString("resume_token", resumeToken);
        return b;
    }

    /** The fixed "Retryable" column of the spec's error table; conditional codes are answered per code here. */
    static boolean retryable(String code) {
        switch (code) {
            case "NEGOTIATION_REQUIRED":
            case "RATE_LIMITED":
            case "UNAVAILABLE":
            case "DEADLINE_EXCEEDED":
                return true;
            default:
                return false;
        }
    }
}
