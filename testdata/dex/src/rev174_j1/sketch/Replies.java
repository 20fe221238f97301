package com.tallowbrook.salon.core;

import android.app.PendingIntent;
import android.os.Bundle;
import org.json.JSONException;
import org.json.JSONObject;

/** Response Bundles (§4.2, §4.4, §5). error_message is always one of this class's fixed sentences. */
public final class Replies {
    public static final int PROTOCOL = 2;
    static final int POLL_AFTER_MS = 1500;

    private Replies() {
    }

    public static Bundle negotiated(JSONObject data) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putString("data", data.toString());
        return b;
    }

    public static Bundle negotiationError(String code) {
        Bundle b = new Bundle();
        b.putString("status", "error");
        b.putString("error_code", code);
        b.putString("error_message", messageFor(code));
        b.putBoolean("retryable", retryable(code));
        return b;
    }

    public static Bundle success(String requestId, JSONObject data) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", PROTOCOL);
        b.putString("request_id", requestId);
        b.putString("data", data.toString());
        return b;
    }

    public static JSONObject inline(JSONObject value) throws JSONException {
        JSONObject data = new JSONObject();
        data.put("kind", "inline");
        data.put("value", value);
        return data;
    }

    public static Bundle accepted(String requestId, String operationId) throws JSONException {
        JSONObject data = new JSONObject();
        data.put("operation_id", operationId);
        data.put("poll_after_ms", POLL_AFTER_MS);
        Bundle b = success(requestId, data);
        b.putString("status", "accepted");
        return b;
    }

    public static Bundle operation(String requestId, JobQueue.Job job) throws JSONException {
        JSONObject data = new JSONObject();
        data.put("operation_id", job.id);
        data.put("state", JobQueue.wireName(job.state));
        switch (job.state) {
            case JobQueue.STATE_SUCCEEDED:
                data.put("result", inline(new JSONObject(job.outcome)));
                break;
            case JobQueue.STATE_FAILED:
                data.put("error", errorObject(job.outcome.substring(1)));
                break;
            case JobQueue.STATE_CANCELLED:
                break;
            default:
                data.put("poll_after_ms", POLL_AFTER_MS);
                break;
        }
        return success(requestId, data);
    }

    public static Bundle cancellationRequested(String requestId, String operationId) throws JSONException {
        JSONObject data = new JSONObject();
        data.put("operation_id", operationId);
        data.put("state", "cancellation_requested");
        return success(requestId, data);
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

    public static Bundle userAction(String requestId, PendingIntent resolution, String resumeToken) {
        Bundle b = error(requestId, "USER_ACTION_REQUIRED");
        b.putParcelable("resolution", resolution);
        b.putString("resume_token", resumeToken);
        return b;
    }

    static JSONObject errorObject(String code) throws JSONException {
        JSONObject e = new JSONObject();
        e.put("error_code", code);
        e.put("error_message", messageFor(code));
        e.put("retryable", retryable(code));
        return e;
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

    static String messageFor(String code) {
        switch (code) {
            case "UNSUPPORTED_VERSION":
                return "Tallowbrook Salon speaks only protocol version 2.";
            case "UNSUPPORTED_CAPABILITY":
                return "That capability was not negotiated for this session.";
            case "NEGOTIATION_REQUIRED":
                return "The session is missing or has expired.";
            case "USER_ACTION_REQUIRED":
                return "Please confirm this in Tallowbrook Salon.";
            case "USER_CANCELLED":
                return "The request was declined in Tallowbrook Salon.";
            case "PERMISSION_DENIED":
                return "This app has not been given access to the salon.";
            case "TOOL_NOT_FOUND":
                return "There is no such tool.";
            case "METHOD_NOT_FOUND":
                return "There is no such method.";
            case "INVALID_ARGS":
                return "The arguments do not fit this tool.";
            case "INVALID_REQUEST":
                return "The request is malformed or reuses an id.";
            case "CONFLICT":
                return "The salon's current state does not allow this.";
            case "DEADLINE_EXCEEDED":
                return "The request's deadline passed.";
            case "RESULT_TOO_LARGE":
                return "The result is too large to return.";
            default:
                return "Tallowbrook Salon could not complete the request.";
        }
    }
}
