package com.ridgeway.doorhub.cetp;

import android.app.PendingIntent;
import android.os.Bundle;

import org.json.JSONException;
import org.json.JSONObject;

/** Response Bundles of §4 and §5. Error messages are fixed sentences; nothing from an exception reaches them. */
public final class Envelopes {
    private Envelopes() {
    }

    public static Bundle success(String requestId, Object value) {
        Bundle out = base("success", requestId);
        try {
            out.putString("data", new JSONObject().put("kind", "inline").put("value", value).toString());
        } catch (JSONException e) {
            return error("INTERNAL_ERROR", requestId);
        }
        return out;
    }

    public static Bundle withData(String status, String requestId, String data) {
        Bundle out = base(status, requestId);
        out.putString("data", data);
        return out;
    }

    public static Bundle file(String requestId, String mediaType, long size, String sha256) {
        Bundle out = base("success", requestId);
        try {
            out.putString("data", new JSONObject().put("kind", "file").put("media_type", mediaType)
                    .put("size_bytes", size).put("sha256", sha256).toString());
        } catch (JSONException e) {
            return error("INTERNAL_ERROR", requestId);
        }
        return out;
    }

    public static Bundle accepted(String requestId, String operationId) {
        Bundle out = base("accepted", requestId);
        try {
            out.putString("data", new JSONObject().put("operation_id", operationId).put("poll_after_ms", 2000)
                    .toString());
        } catch (JSONException e) {
            return error("INTERNAL_ERROR", requestId);
        }
        return out;
    }

    public static Bundle negotiated(JSONObject data) {
        Bundle out = new Bundle();
        out.putString("status", "success");
        out.putString("data", data.toString());
        return out;
    }

    /** USER_ACTION_REQUIRED always carries both the resolution and the resume token. */
    public static Bundle needsUser(String requestId, PendingIntent resolution, String resumeToken) {
        Bundle out = error("USER_ACTION_REQUIRED", requestId);
        out.putParcelable("resolution", resolution);
        out.putString("resume_token", resumeToken);
        return out;
    }

    public static Bundle error(String code, String requestId) {
        Bundle out = new Bundle();
        out.putString("status", "error");
        out.putInt("protocol_version", 2);
        if (requestId != null) {
            out.putString("request_id", requestId);
        }
        out.putString("error_code", code);
        out.putString("error_message", message(code));
        out.putBoolean("retryable", retryable(code));
        return out;
    }

    public static Bundle negotiationError(String code) {
        Bundle out = new Bundle();
        out.putString("status", "error");
        out.putString("error_code", code);
        out.putString("error_message", message(code));
        out.putBoolean("retryable", false);
        return out;
    }

    private static Bundle base(String status, String requestId) {
        Bundle out = new Bundle();
        out.putString("status", status);
        out.putInt("protocol_version", 2);
        out.putString("request_id", requestId);
        return out;
    }

    public static boolean retryable(String code) {
        return "NEGOTIATION_REQUIRED".equals(code) || "RATE_LIMITED".equals(code) || "UNAVAILABLE".equals(code);
    }

    public static String message(String code) {
        switch (code) {
            case "UNSUPPORTED_VERSION":
                return "This provider only speaks CETP version 2.";
            case "UNSUPPORTED_CAPABILITY":
                return "That capability was not negotiated for this session.";
            case "NEGOTIATION_REQUIRED":
                return "Negotiate a new session first.";
            case "USER_ACTION_REQUIRED":
                return "Confirm this action in Doorhub.";
            case "USER_CANCELLED":
                return "The action was declined in Doorhub.";
            case "PERMISSION_DENIED":
                return "This app is not paired with Doorhub.";
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
            case "RESULT_TOO_LARGE":
                return "The result needs the large_results capability.";
            case "UNAVAILABLE":
                return "The door hub is not reachable right now.";
            default:
                return "Something went wrong in Doorhub.";
        }
    }
}
