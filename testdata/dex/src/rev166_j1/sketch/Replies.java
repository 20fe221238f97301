package com.lumenframe.studio.cetp;

import android.os.Bundle;
import org.json.JSONException;
import org.json.JSONObject;

/** Response Bundles of CETP v2 (§4.2, §4.4, §5). Error text is always one of the fixed messages below. */
public final class Replies {
    public static final int PROTOCOL = 2;

    private Replies() {
    }

    public static Bundle success(String requestId, JSONObject data) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", PROTOCOL);
        if (requestId != null) {
            b.putString("request_id", requestId);
        }
        b.putString("data", data.toString());
        return b;
    }

    public static Bundle inline(String requestId, Object value) throws JSONException {
        return success(requestId, inlineEnvelope(value));
    }

    public static JSONObject inlineEnvelope(Object value) throws JSONException {
        JSONObject data = new JSONObject();
        data.put("kind", "inline");
        data.put("value", value);
        return data;
    }

    public static Bundle accepted(String requestId, String operationId, long pollAfterMs) throws JSONException {
        JSONObject data = new JSONObject();
        data.put("operation_id", operationId);
        data.put("poll_after_ms", pollAfterMs);
        Bundle b = new Bundle();
        b.putString("status", "accepted");
        b.putInt("protocol_version", PROTOCOL);
        b.putString("request_id", requestId);
        b.putString("data", data.toString());
        return b;
    }

    public static Bundle error(String requestId, String code) {
        return error(requestId, code, messageFor(code));
    }

    public static Bundle error(String requestId, String code, String message) {
        Bundle b = new Bundle();
        b.putString("status", "error");
        b.putString("error_code", code);
        b.putString("error_message", message);
        b.putBoolean("retryable", retryable(code));
        b.putInt("protocol_version", PROTOCOL);
        if (requestId != null) {
            b.putString("request_id", requestId);
        }
        return b;
    }

    /** The §5 error object a failed operation carries in get_operation. */
    public static JSONObject errorObject(String code) throws JSONException {
        JSONObject e = new JSONObject();
        e.put("error_code", code);
        e.put("error_message", messageFor(code));
        e.put("retryable", retryable(code));
        return e;
    }

    public static boolean retryable(String code) {
        switch (code) {
            case "NEGOTIATION_REQUIRED":
            case "RATE_LIMITED":
            case "UNAVAILABLE":
                return true;
            default:
                return false;
        }
    }

    public static String messageFor(String code) {
        switch (code) {
            case "UNSUPPORTED_VERSION":
                return "This provider supports CETP version 2 only.";
            case "UNSUPPORTED_CAPABILITY":
                return "That capability was not negotiated for this session.";
            case "NEGOTIATION_REQUIRED":
                return "The session is missing or expired; negotiate again.";
            case "PERMISSION_DENIED":
                return "This app is not allowed to use these tools.";
            case "TOOL_NOT_FOUND":
                return "No such tool.";
            case "METHOD_NOT_FOUND":
                return "No such method.";
            case "INVALID_ARGS":
                return "The arguments do not match the tool's input schema.";
            case "INVALID_REQUEST":
                return "The request envelope is invalid.";
            case "CONFLICT":
                return "The operation can no longer be changed.";
            case "DEADLINE_EXCEEDED":
                return "The deadline passed before the work could start.";
            case "CANCELLED":
                return "The operation was cancelled.";
            case "RESULT_TOO_LARGE":
                return "The result is too large to return inline.";
            case "RESULT_EXPIRED":
                return "The operation result is no longer kept.";
            case "UNAVAILABLE":
                return "The provider is busy; try again shortly.";
            default:
                return "The provider could not complete the request.";
        }
    }
}
