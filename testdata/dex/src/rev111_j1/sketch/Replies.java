package com.tidemark.core;

import android.os.Bundle;
import org.json.JSONException;
import org.json.JSONObject;

/** The CETP v2 reply shapes of both Tidemark providers. */
public final class Replies {
    private Replies() {
    }

    public static Bundle plain(String requestId, String json) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", 2);
        b.putString("request_id", requestId);
        b.putString("data", json);
        return b;
    }

    public static Bundle ok(String requestId, String value) {
        return plain(requestId, "{\"kind\":\"inline\",\"value\":" + value + "}");
    }

    public static Bundle accepted(String requestId, String operationId) {
        Bundle b = plain(requestId, "{\"operation_id\":\"" + operationId + "\",\"poll_after_ms\":2000}");
        b.putString("status", "accepted");
        return b;
    }

    /** A get_operation answer from an operation's stored state, result and failure text. */
    public static Bundle operation(String requestId, String operationId, String state, String result, String failure)
            throws JSONException {
        JSONObject data = new JSONObject();
        data.put("operation_id", operationId);
        data.put("state", state);
        if ("succeeded".equals(state)) {
            data.put("result", new JSONObject().put("kind", "inline").put("value", new JSONObject(result)));
        } else if ("failed".equals(state)) {
            data.put("error", new JSONObject()
                    .put("error_code", "INTERNAL_ERROR")
                    .put("error_message", failure)
                    .put("retryable", false));
        } else {
            data.put("poll_after_ms", 2000);
        }
        return plain(requestId, data.toString());
    }

    public static Bundle error(String requestId, String code, String message, boolean retryable) {
        Bundle b = new Bundle();
        b.putString("status", "error");
        b.putString("error_code", code);
        b.putString("error_message", message);
        b.putBoolean("retryable", retryable);
        b.putInt("protocol_version", 2);
        b.putString("request_id", requestId);
        return b;
    }
}
