package com.hearthlist.cetp;

import android.app.PendingIntent;
import android.database.sqlite.SQLiteConstraintException;
import android.os.Bundle;
import java.util.Optional;
import org.json.JSONException;
import org.json.JSONObject;

/** Builds CETP v2 response Bundles. */
public final class Replies {
    private Replies() {
    }

    public static JSONObject obj(Object... pairs) {
        JSONObject out = new JSONObject();
        try {
            for (int i = 0; i + 1 < pairs.length; i += 2) {
                out.put((String) pairs[i], pairs[i + 1]);
            }
        } catch (JSONException e) {
            throw new IllegalArgumentException("not JSON-safe", e);
        }
        return out;
    }

    public static JSONObject args(Bundle extras) {
        try {
            return new JSONObject(Optional.ofNullable(extras.getString("args")).orElse("{}"));
        } catch (JSONException e) {
            return new JSONObject();
        }
    }

    public static Bundle success(Request req, JSONObject value) {
        return success(req.extras(), value);
    }

    public static Bundle success(Bundle extras, JSONObject value) {
        return data(extras, obj("kind", "inline", "value", value));
    }

    public static Bundle data(Bundle extras, JSONObject data) {
        Bundle out = envelope(extras, "success");
        out.putString("data", data.toString());
        return out;
    }

    public static Bundle stored(Bundle extras, String data) {
        Bundle out = envelope(extras, "success");
        out.putString("data", data);
        return out;
    }

    public static Bundle accepted(Request req, String operationId, long pollAfterMs) {
        Bundle out = envelope(req.extras(), "accepted");
        out.putString("data", obj("operation_id", operationId, "poll_after_ms", pollAfterMs).toString());
        return out;
    }

    public static Bundle operation(Request req, Ledger.Operation op) {
        JSONObject data = obj("operation_id", op.id, "state", op.state);
        try {
            if ("succeeded".equals(op.state)) {
                data.put("result", obj("kind", "inline", "value", new JSONObject(op.result)));
            } else if ("failed".equals(op.state)) {
                data.put("error", obj("error_code", op.errorCode, "error_message", "The operation failed",
                        "retryable", false));
            } else {
                data.put("poll_after_ms", 1000);
            }
        } catch (JSONException e) {
            return error(req, "INTERNAL_ERROR", "Stored result is unreadable", false);
        }
        return data(req.extras(), data);
    }

    public static Bundle error(Request req, String code, String message, boolean retryable) {
        return error(req.extras(), code, message, retryable);
    }

    public static Bundle error(Bundle extras, String code, String message, boolean retryable) {
        Bundle out = envelope(extras, "error");
        out.putString("error_code", code);
        out.putString("error_message", message);
        out.putBoolean("retryable", retryable);
        return out;
    }

    public static Bundle needsUser(Request req, PendingIntent resolution, String resumeToken, String summary) {
        Bundle out = error(req, "USER_ACTION_REQUIRED", "Confirm on the device: " + summary, false);
        out.putParcelable("resolution", resolution);
        out.putString("resume_token", resumeToken);
        return out;
    }

    public static String publicText(Throwable failure) {
        if (failure instanceof SQLiteConstraintException) {
            return "Another chore already has this title";
        }
        return "The chore list is busy, try again";
    }

    private static Bundle envelope(Bundle extras, String status) {
        Bundle out = new Bundle();
        out.putString("status", status);
        if (extras != null && extras.containsKey("protocol_version")) {
            out.putInt("protocol_version", 2);
            out.putString("request_id", extras.getString("request_id"));
        }
        return out;
    }
}
