package com.relaykit.home.cetp;

import android.app.PendingIntent;
import android.os.Bundle;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Response Bundles (§4.2–§4.4, §5) and the outcome objects a mutation executor stores. Error text is always one of
 * the fixed sentences of messageFor.
 */
public final class Replies {
    public static final int PROTOCOL = 2;

    private Replies() {
    }

    public static Bundle success(String requestId, JSONObject data) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", PROTOCOL);
        b.putString("request_id", requestId);
        b.putString("data", data.toString());
        return b;
    }

    public static Bundle inline(String requestId, JSONObject value) throws JSONException {
        return success(requestId, inlineData(value));
    }

    public static JSONObject inlineData(JSONObject value) throws JSONException {
        JSONObject data = new JSONObject();
        data.put("kind", "inline");
        data.put("value", value);
        return data;
    }

    public static Bundle negotiated(JSONObject data) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putString("data", data.toString());
        return b;
    }

    public static Bundle negotiateError(String code) {
        Bundle b = new Bundle();
        b.putString("status", "error");
        b.putString("error_code", code);
        b.putString("error_message", messageFor(code));
        b.putBoolean("retryable", retryable(code));
        return b;
    }

    public static Bundle error(String requestId, String code) {
        Bundle b = negotiateError(code);
        b.putInt("protocol_version", PROTOCOL);
        if (requestId != null) {
            b.putString("request_id", requestId);
        }
        return b;
    }

    public static Bundle userAction(String requestId, PendingIntent resolution, String resumeToken) {
        Bundle b = error(requestId, "USER_ACTION_REQUIRED");
        b.putParcelable("resolution", resolution);
        b.putString("resume_token", resumeToken);
        return b;
    }

    // ---- stored outcomes: {"status":"success","value":…} | {"status":"accepted",…} | {"status":"error",…}

    public static JSONObject succeeded(JSONObject value) throws JSONException {
        JSONObject o = new JSONObject();
        o.put("status", "success");
        o.put("value", value);
        return o;
    }

    public static JSONObject accepted(String operationId, int pollAfterMs) throws JSONException {
        JSONObject o = new JSONObject();
        o.put("status", "accepted");
        o.put("operation_id", operationId);
        o.put("poll_after_ms", pollAfterMs);
        return o;
    }

    public static JSONObject failed(String code) throws JSONException {
        JSONObject o = new JSONObject();
        o.put("status", "error");
        o.put("error_code", code);
        return o;
    }

    /** The response for a stored outcome, replayed unchanged for a retried request_id. */
    public static Bundle outcome(String requestId, JSONObject outcome) throws JSONException {
        String status = outcome.getString("status");
        if (status.equals("success")) {
            return inline(requestId, outcome.getJSONObject("value"));
        }
        if (status.equals("accepted")) {
            JSONObject data = new JSONObject();
            data.put("operation_id", outcome.getString("operation_id"));
            data.put("poll_after_ms", outcome.optInt("poll_after_ms", 1000));
            Bundle b = success(requestId, data);
            b.putString("status", "accepted");
            return b;
        }
        return error(requestId, outcome.getString("error_code"));
    }

    /** The §5 error object of a failed operation. */
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
                return "No common protocol version.";
            case "UNSUPPORTED_CAPABILITY":
                return "This capability was not negotiated.";
            case "NEGOTIATION_REQUIRED":
                return "Negotiate a new session first.";
            case "USER_ACTION_REQUIRED":
                return "Confirm this action in Relaykit.";
            case "USER_CANCELLED":
                return "The action was declined in Relaykit.";
            case "PERMISSION_DENIED":
                return "This app is not allowed to do that.";
            case "TOOL_NOT_FOUND":
                return "No such tool.";
            case "METHOD_NOT_FOUND":
                return "No such method.";
            case "INVALID_ARGS":
                return "The arguments are not valid for this tool.";
            case "INVALID_REQUEST":
                return "The request is not valid.";
            case "CONFLICT":
                return "The current state does not allow this.";
            case "DEADLINE_EXCEEDED":
                return "The deadline passed before the action started.";
            case "UNAVAILABLE":
                return "Relaykit is busy; try again shortly.";
            default:
                return "Something went wrong in Relaykit.";
        }
    }
}
