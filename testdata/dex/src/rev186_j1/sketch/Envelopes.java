package com.tallyworks.stockroom.cetp;

import android.app.PendingIntent;
import android.os.Bundle;

import org.json.JSONException;
import org.json.JSONObject;

/** Response Bundles of §4.2, §4.3, §4.4 and §5. Error messages are fixed sentences per code. */
public final class Envelopes {

    private Envelopes() {
    }

    public static Bundle data(ToolCall call, String json) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", CetpV2ContentProvider.PROTOCOL_VERSION);
        b.putString("request_id", call.requestId);
        b.putString("data", json);
        return b;
    }

    public static Bundle success(ToolCall call, Object value) throws JSONException {
        return data(call, new JSONObject().put("kind", "inline").put("value", value).toString());
    }

    public static Bundle accepted(ToolCall call, String operationId, long pollAfterMs) throws JSONException {
        Bundle b = new Bundle();
        b.putString("status", "accepted");
        b.putInt("protocol_version", CetpV2ContentProvider.PROTOCOL_VERSION);
        b.putString("request_id", call.requestId);
        b.putString("data", new JSONObject().put("operation_id", operationId)
                .put("poll_after_ms", pollAfterMs).toString());
        return b;
    }

    public static Bundle error(ToolCall call, String code) {
        Bundle b = new Bundle();
        b.putString("status", "error");
        b.putString("error_code", code);
        b.putString("error_message", message(code));
        b.putBoolean("retryable", retryable(code));
        b.putInt("protocol_version", call.protocolVersion);
        b.putString("request_id", call.requestId);
        return b;
    }

    /** AUTH_REQUIRED / USER_ACTION_REQUIRED always carry both the resolution and the resume token (§4.3). */
    public static Bundle userAction(ToolCall call, String code, PendingIntent resolution, String resumeToken) {
        Bundle b = error(call, code);
        b.putParcelable("resolution", resolution);
        b.putString("resume_token", resumeToken);
        return b;
    }

    public static Bundle negotiationError(String code) {
        Bundle b = new Bundle();
        b.putString("status", "error");
        b.putString("error_code", code);
        b.putString("error_message", message(code));
        b.putBoolean("retryable", retryable(code));
        return b;
    }

    public static Bundle negotiated(JSONObject data) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putString("data", data.toString());
        return b;
    }

    /** The terminal outcome of a mutation as the journal stores it. */
    public static String snapshot(Bundle b) throws JSONException {
        boolean ok = "success".equals(b.getString("status"));
        return new JSONObject()
                .put("status", ok ? "success" : "error")
                .put("data", ok ? b.getString("data") : "")
                .put("error_code", ok ? "" : b.getString("error_code"))
                .toString();
    }

    public static Bundle replay(ToolCall call, String snapshot) throws JSONException {
        JSONObject o = new JSONObject(snapshot);
        return "success".equals(o.getString("status"))
                ? data(call, o.getString("data"))
                : error(call, o.getString("error_code"));
    }

    public static JSONObject errorObject(String code) throws JSONException {
        return new JSONObject().put("error_code", code).put("error_message", message(code))
                .put("retryable", retryable(code));
    }

    static String message(String code) {
        switch (code) {
            case "UNSUPPORTED_VERSION":
                return "This provider speaks CETP version 2 only.";
            case "UNSUPPORTED_CAPABILITY":
                return "That capability was not negotiated for this session.";
            case "NEGOTIATION_REQUIRED":
                return "Start a new session with negotiate.";
            case "PERMISSION_DENIED":
                return "This app is not allowed to use Stockroom tools.";
            case "USER_ACTION_REQUIRED":
                return "Confirm this action in Stockroom.";
            case "USER_CANCELLED":
                return "The action was declined in Stockroom.";
            case "TOOL_NOT_FOUND":
                return "No such tool.";
            case "METHOD_NOT_FOUND":
                return "No such method.";
            case "INVALID_ARGS":
                return "The arguments do not match the tool's input schema.";
            case "INVALID_REQUEST":
                return "The request envelope is not valid.";
            case "CONFLICT":
                return "The current state does not allow this.";
            case "DEADLINE_EXCEEDED":
                return "The deadline passed before the action started.";
            case "RESULT_EXPIRED":
                return "That result is no longer kept.";
            case "UNAVAILABLE":
                return "Stockroom is busy; try again shortly.";
            default:
                return "Something went wrong in Stockroom.";
        }
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
}
