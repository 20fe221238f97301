package com.tallyspring.budget.cetp;

import android.app.PendingIntent;
import android.os.Bundle;
import java.util.LinkedHashMap;
import java.util.Map;
import org.json.JSONObject;

/** Response Bundles of CETP v2 (§4.2, §4.3, §5). Error text is always one of the fixed sentences below. */
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

    public static Bundle inline(String requestId, JSONObject value) {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("kind", "inline");
        data.put("value", value);
        return success(requestId, new JSONObject(data));
    }

    /** negotiate answers carry no echoed request fields. */
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
        Bundle b = new Bundle();
        b.putString("status", "error");
        b.putString("error_code", code);
        b.putString("error_message", messageFor(code));
        b.putBoolean("retryable", retryable(code));
        b.putInt("protocol_version", PROTOCOL);
        if (requestId != null) {
            b.putString("request_id", requestId);
        }
        return b;
    }

    /** USER_ACTION_REQUIRED with the Provider's confirmation screen and the token that resumes this call. */
    public static Bundle userAction(String requestId, PendingIntent resolution, String resumeToken) {
        Bundle b = error(requestId, "USER_ACTION_REQUIRED");
        b.putParcelable("resolution", resolution);
        b.putString("resume_token", resumeToken);
        return b;
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
                return "This provider speaks CETP version 2 only.";
            case "UNSUPPORTED_CAPABILITY":
                return "That capability is not part of this session.";
            case "NEGOTIATION_REQUIRED":
                return "No valid session; negotiate again.";
            case "USER_ACTION_REQUIRED":
                return "Please confirm this in Tallyspring.";
            case "USER_CANCELLED":
                return "The request was declined in Tallyspring.";
            case "PERMISSION_DENIED":
                return "This app is not allowed to do that.";
            case "TOOL_NOT_FOUND":
                return "No such tool.";
            case "METHOD_NOT_FOUND":
                return "No such method.";
            case "INVALID_ARGS":
                return "The arguments were not accepted.";
            case "INVALID_REQUEST":
                return "The request was not valid.";
            case "CONFLICT":
                return "The current state does not allow this.";
            case "DEADLINE_EXCEEDED":
                return "The deadline passed before anything was changed.";
            default:
                return "Tallyspring could not complete the request.";
        }
    }
}
