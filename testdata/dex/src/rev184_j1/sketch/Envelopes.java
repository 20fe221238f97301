package com.hearthboard.cetp;

import android.os.Bundle;
import android.util.Log;

import org.json.JSONException;
import org.json.JSONObject;

import java.util.NoSuchElementException;

/** Response Bundles of §4 and §5. */
public final class Envelopes {
    private static final String TAG = "Envelopes";

    private Envelopes() {
    }

    /** A business failure that already knows its §5 code. */
    public static final class Failure extends Exception {
        public final String code;

        public Failure(String code, String detail) {
            super(detail);
            this.code = code;
        }
    }

    public static Bundle success(ToolRequest request, Object value) {
        Bundle out = common("success", request);
        try {
            out.putString("data", new JSONObject().put("kind", "inline").put("value", value).toString());
        } catch (JSONException e) {
            return error(request, "INTERNAL_ERROR");
        }
        return out;
    }

    public static Bundle data(ToolRequest request, JSONObject data) {
        Bundle out = common("success", request);
        out.putString("data", data.toString());
        return out;
    }

    public static Bundle accepted(ToolRequest request, String operationId, long pollAfterMs) {
        Bundle out = common("accepted", request);
        try {
            out.putString("data", new JSONObject().put("operation_id", operationId)
                    .put("poll_after_ms", pollAfterMs).toString());
        } catch (JSONException e) {
            return error(request, "INTERNAL_ERROR");
        }
        return out;
    }

    public static Bundle negotiated(JSONObject data) {
        Bundle out = new Bundle();
        out.putString("status", "success");
        out.putString("data", data.toString());
        return out;
    }

    /** negotiate errors carry no protocol_version / request_id. */
    public static Bundle negotiationError(String code) {
        Bundle out = new Bundle();
        out.putString("status", "error");
        out.putString("error_code", code);
        out.putString("error_message", message(code));
        out.putBoolean("retryable", retryable(code));
        return out;
    }

    public static Bundle error(ToolRequest request, String code) {
        return error(request, code, message(code));
    }

    public static Bundle error(ToolRequest request, String code, String message) {
        Bundle out = common("error", request);
        out.putString("error_code", code);
        out.putString("error_message", message);
        out.putBoolean("retryable", retryable(code));
        return out;
    }

    /** Maps a failed chain to a §5 error with a fixed sentence; the exception itself only goes to the log. */
    public static Bundle failure(ToolRequest request, Throwable error) {
        String code = codeFor(error);
        if ("INTERNAL_ERROR".equals(code)) {
            Log.w(TAG, "tool failed: " + request.toolName, error);
        }
        return error(request, code);
    }

    public static String codeFor(Throwable error) {
        Throwable cause = error;
        if (cause instanceof RuntimeException && cause.getCause() != null) {
            cause = cause.getCause();
        }
        if (cause instanceof Failure) {
            return ((Failure) cause).code;
        }
        if (cause instanceof NoSuchElementException) {
            return "INVALID_ARGS";
        }
        if (cause instanceof SecurityException) {
            return "PERMISSION_DENIED";
        }
        return "INTERNAL_ERROR";
    }

    public static JSONObject errorObject(String code) throws JSONException {
        return new JSONObject().put("error_code", code).put("error_message", message(code))
                .put("retryable", retryable(code));
    }

    private static Bundle common(String status, ToolRequest request) {
        Bundle out = new Bundle();
        out.putString("status", status);
        out.putInt("protocol_version", 2);
        if (request.requestId != null) {
            out.putString("request_id", request.requestId);
        }
        return out;
    }

    static boolean retryable(String code) {
        switch (code) {
            case "NEGOTIATION_REQUIRED":
            case "RATE_LIMITED":
            case "UNAVAILABLE":
                return true;
            default:
                return false;
        }
    }

    static String message(String code) {
        switch (code) {
            case "UNSUPPORTED_VERSION":
                return "This provider speaks CETP version 2 only.";
            case "UNSUPPORTED_CAPABILITY":
                return "That capability was not negotiated for this session.";
            case "NEGOTIATION_REQUIRED":
                return "The session is missing or expired; negotiate again.";
            case "PERMISSION_DENIED":
                return "This app is not allowed to use Hearthboard tools.";
            case "TOOL_NOT_FOUND":
                return "No such tool.";
            case "METHOD_NOT_FOUND":
                return "No such method.";
            case "INVALID_ARGS":
                return "The arguments do not match the tool's input schema.";
            case "INVALID_REQUEST":
                return "The request envelope is invalid.";
            case "CONFLICT":
                return "The household data changed; nothing was done.";
            case "DEADLINE_EXCEEDED":
                return "The deadline passed before the tool started.";
            case "UNAVAILABLE":
                return "Hearthboard is busy; try again shortly.";
            default:
                return "Hearthboard could not complete the request.";
        }
    }
}
