package com.larderly.app.cetp;

import android.app.PendingIntent;
import android.os.Bundle;
import java.nio.charset.StandardCharsets;
import org.json.JSONException;
import org.json.JSONObject;

/** The protocol mapper: CETP v2 response Bundles, with fixed, displayable error sentences. */
public final class Envelopes {
    public static final int PROTOCOL = 2;
    public static final int MAX_INLINE_RESULT_BYTES = 262144;

    private Envelopes() {
    }

    public static Bundle success(String requestId, JSONObject value) throws JSONException {
        JSONObject data = new JSONObject();
        data.put("kind", "inline");
        data.put("value", value);
        String text = data.toString();
        if (text.getBytes(StandardCharsets.UTF_8).length > MAX_INLINE_RESULT_BYTES) {
            return error(requestId, "RESULT_TOO_LARGE");
        }
        Bundle b = base("success", requestId);
        b.putString("data", text);
        return b;
    }

    public static Bundle raw(String requestId, JSONObject data) {
        Bundle b = base("success", requestId);
        b.putString("data", data.toString());
        return b;
    }

    public static Bundle accepted(String requestId, String operationId) throws JSONException {
        JSONObject data = new JSONObject();
        data.put("operation_id", operationId);
        data.put("poll_after_ms", 1000);
        Bundle b = base("accepted", requestId);
        b.putString("data", data.toString());
        return b;
    }

    public static Bundle error(String requestId, String code) {
        Bundle b = base("error", requestId);
        b.putString("error_code", code);
        b.putString("error_message", messageFor(code));
        b.putBoolean("retryable", retryable(code));
        return b;
    }

    /** negotiate errors echo no protocol_version or request_id. */
    public static Bundle negotiationError(String code) {
        Bundle b = new Bundle();
        b.putString("status", "error");
        b.putString("error_code", code);
        b.putString("error_message", messageFor(code));
        b.putBoolean("retryable", retryable(code));
        return b;
    }

    public static Bundle negotiated(JSONObject data) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putString("data", data.toString());
        return b;
    }

    public static Bundle needsUser(String requestId, String code, PendingIntent resolution, String resumeToken) {
        Bundle b = error(requestId, code);
        b.putParcelable("resolution", resolution);
        b.putString("resume_token", resumeToken);
        return b;
    }

    public static JSONObject errorObject(String code) throws JSONException {
        JSONObject e = new JSONObject();
        e.put("error_code", code);
        e.put("error_message", messageFor(code));
        e.put("retryable", retryable(code));
        return e;
    }

    private static Bundle base(String status, String requestId) {
        Bundle b = new Bundle();
        b.putString("status", status);
        b.putInt("protocol_version", PROTOCOL);
        b.putString("request_id", requestId);
        return b;
    }

    static boolean retryable(String code) {
        return "NEGOTIATION_REQUIRED".equals(code) || "RATE_LIMITED".equals(code) || "UNAVAILABLE".equals(code);
    }

    public static String messageFor(String code) {
        switch (code) {
            case "UNSUPPORTED_VERSION":
                return "This provider speaks CETP version 2 only.";
            case "UNSUPPORTED_CAPABILITY":
                return "That capability was not negotiated for this session.";
            case "NEGOTIATION_REQUIRED":
                return "Negotiate a new session first.";
            case "USER_ACTION_REQUIRED":
                return "The user must approve this action in Larderly.";
            case "USER_CANCELLED":
                return "The user declined the action.";
            case "PERMISSION_DENIED":
                return "This app is not allowed to use that tool.";
            case "TOOL_NOT_FOUND":
                return "No such tool.";
            case "METHOD_NOT_FOUND":
                return "No such method.";
            case "INVALID_ARGS":
                return "The arguments do not fit the tool.";
            case "INVALID_REQUEST":
                return "The request envelope is not valid.";
            case "CONFLICT":
                return "The current state does not allow this.";
            case "DEADLINE_EXCEEDED":
                return "The request deadline has passed.";
            case "CANCELLED":
                return "The operation was cancelled.";
            case "RESULT_TOO_LARGE":
                return "The result is too large to return inline.";
            case "UNAVAILABLE":
                return "Larderly storage is busy; try again shortly.";
            default:
                return "Something went wrong in Larderly.";
        }
    }
}
