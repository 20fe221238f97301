package com.quillmark.docs.core;

import android.app.PendingIntent;
import android.os.Bundle;
import org.json.JSONException;
import org.json.JSONObject;

/** Response Bundles (§4.2–§4.5, §5). error_message is always one of the fixed sentences below. */
public final class Replies {
    public static final int PROTOCOL = 2;
    static final int POLL_AFTER_MS = 2000;

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

    public static Bundle inline(String requestId, JSONObject value) throws JSONException {
        JSONObject data = new JSONObject();
        data.put("kind", "inline");
        data.put("value", value);
        return success(requestId, data);
    }

    /** §4.5: the file result's data; the caller adds the read-only descriptor under result_fd. */
    public static Bundle fileResult(String requestId, String mediaType, long size, String sha256)
            throws JSONException {
        JSONObject data = new JSONObject();
        data.put("kind", "file");
        data.put("media_type", mediaType);
        data.put("size_bytes", size);
        data.put("sha256", sha256);
        return success(requestId, data);
    }

    public static Bundle accepted(String requestId, String operationId) throws JSONException {
        JSONObject data = new JSONObject();
        data.put("operation_id", operationId);
        data.put("poll_after_ms", POLL_AFTER_MS);
        Bundle b = success(requestId, data);
        b.putString("status", "accepted");
        return b;
    }

    public static Bundle operation(String requestId, OperationStore.Op op) throws JSONException {
        JSONObject data = new JSONObject();
        data.put("operation_id", op.id);
        data.put("state", op.state);
        if ("succeeded".equals(op.state)) {
            JSONObject result = new JSONObject();
            result.put("kind", "inline");
            result.put("value", new JSONObject(op.result));
            data.put("result", result);
        } else if ("failed".equals(op.state)) {
            data.put("error", errorObject(op.errorCode));
        } else if (!"cancelled".equals(op.state)) {
            JSONObject progress = new JSONObject();
            progress.put("current", op.progress);
            progress.put("total", 100);
            data.put("progress", progress);
            data.put("poll_after_ms", POLL_AFTER_MS);
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

    /** AUTH_REQUIRED / USER_ACTION_REQUIRED: always both the resolution and the resume token (§4.3). */
    public static Bundle needsUser(String requestId, String code, PendingIntent resolution, String resumeToken) {
        Bundle b = error(requestId, code);
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
                return "QuillMark only speaks protocol version 2.";
            case "UNSUPPORTED_CAPABILITY":
                return "That capability was not negotiated.";
            case "NEGOTIATION_REQUIRED":
                return "Please negotiate a new session.";
            case "AUTH_REQUIRED":
                return "Grant access in QuillMark first.";
            case "USER_ACTION_REQUIRED":
                return "Confirm this in QuillMark first.";
            case "USER_CANCELLED":
                return "The request was declined in QuillMark.";
            case "PERMISSION_DENIED":
                return "This app may not use QuillMark's tools.";
            case "TOOL_NOT_FOUND":
                return "No such tool.";
            case "METHOD_NOT_FOUND":
                return "No such method.";
            case "INVALID_ARGS":
                return "The arguments do not fit the tool.";
            case "INVALID_REQUEST":
                return "The request is malformed or reuses an id.";
            case "CONFLICT":
                return "The documents' current state does not allow this.";
            case "DEADLINE_EXCEEDED":
                return "The deadline has passed.";
            case "RESULT_TOO_LARGE":
                return "The result is too large to return inline.";
            case "UNAVAILABLE":
                return "QuillMark is busy; try again shortly.";
            default:
                return "QuillMark could not complete the request.";
        }
    }
}
