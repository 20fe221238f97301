package com.fernhill.stockroom.core;

import android.app.PendingIntent;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import org.json.JSONException;
import org.json.JSONObject;

/** Response Bundles (§4.2–§4.5, §5). Error text is one of the fixed sentences of messageFor unless a caller passes its own. */
public final class Replies {
    public static final int PROTOCOL = 2;
    public static final int POLL_AFTER_MS = 1000;

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

    public static Bundle data(String requestId, JSONObject data) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", PROTOCOL);
        b.putString("request_id", requestId);
        b.putString("data", data.toString());
        return b;
    }

    public static Bundle inline(String requestId, Object value) throws JSONException {
        return data(requestId, inlineEnvelope(value));
    }

    public static JSONObject inlineEnvelope(Object value) throws JSONException {
        JSONObject data = new JSONObject();
        data.put("kind", "inline");
        data.put("value", value);
        return data;
    }

    public static Bundle file(String requestId, long size, String sha256, ParcelFileDescriptor fd) throws JSONException {
        JSONObject data = new JSONObject();
        data.put("kind", "file");
        data.put("media_type", "application/json");
        data.put("size_bytes", size);
        data.put("sha256", sha256);
        Bundle b = data(requestId, data);
        b.putParcelable("result_fd", fd);
        return b;
    }

    public static Bundle accepted(String requestId, String operationId) throws JSONException {
        JSONObject data = new JSONObject();
        data.put("operation_id", operationId);
        data.put("poll_after_ms", POLL_AFTER_MS);
        Bundle b = data(requestId, data);
        b.putString("status", "accepted");
        return b;
    }

    public static Bundle operation(String requestId, RequestLedger.Operation op) throws JSONException {
        JSONObject data = new JSONObject();
        data.put("operation_id", op.id);
        data.put("state", op.state);
        if ("succeeded".equals(op.state)) {
            data.put("result", inlineEnvelope(new JSONObject(op.result)));
        } else if ("failed".equals(op.state)) {
            data.put("error", errorObject(op.errorCode));
        } else if (!"cancelled".equals(op.state)) {
            data.put("poll_after_ms", POLL_AFTER_MS);
        }
        return data(requestId, data);
    }

    public static Bundle cancellationRequested(String requestId, String operationId) throws JSONException {
        JSONObject data = new JSONObject();
        data.put("operation_id", operationId);
        data.put("state", "cancellation_requested");
        return data(requestId, data);
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

    public static boolean retryable(String code) {
        return "NEGOTIATION_REQUIRED".equals(code) || "RATE_LIMITED".equals(code) || "UNAVAILABLE".equals(code);
    }

    public static String messageFor(String code) {
        switch (code) {
            case "UNSUPPORTED_VERSION":
                return "No common protocol version.";
            case "UNSUPPORTED_CAPABILITY":
                return "This capability was not negotiated.";
            case "NEGOTIATION_REQUIRED":
                return "Negotiate a session first.";
            case "USER_ACTION_REQUIRED":
                return "Confirm this change in Stockroom.";
            case "USER_CANCELLED":
                return "The change was declined.";
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
            case "RATE_LIMITED":
                return "Too many requests; try again later.";
            case "DEADLINE_EXCEEDED":
                return "The deadline has passed.";
            case "RESULT_TOO_LARGE":
                return "The result is too large to return inline.";
            default:
                return "Something went wrong in Stockroom.";
        }
    }
}
