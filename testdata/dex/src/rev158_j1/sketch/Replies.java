package com.inkwell.notes.cetp;

import android.app.PendingIntent;
import android.os.Bundle;
import org.json.JSONException;
import org.json.JSONObject;

/** The response Bundles of both providers. */
public final class Replies {
    /** Why a tool does not run now. */
    public enum Refusal { SIGN_IN, CONFIRM, DENIED, WAITING, MISMATCH, LATE, FORBIDDEN, BAD_ARGS }

    private Replies() {
    }

    public static Bundle success(String requestId, JSONObject value) throws JSONException {
        return inline(requestId, new JSONObject().put("kind", "inline").put("value", value).toString());
    }

    /** A stored success envelope, replayed as it was first answered. */
    public static Bundle inline(String requestId, String data) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", 2);
        b.putString("request_id", requestId);
        b.putString("data", data);
        return b;
    }

    public static Bundle error(String requestId, String code, String message, boolean retryable) {
        Bundle b = new Bundle();
        b.putString("status", "error");
        b.putInt("protocol_version", 2);
        if (requestId != null) {
            b.putString("request_id", requestId);
        }
        b.putString("error_code", code);
        b.putString("error_message", message);
        b.putBoolean("retryable", retryable);
        return b;
    }

    public static Bundle refuse(Ctx c, Refusal why, String message) {
        return refuse(c, why, message, null, null);
    }

    public static Bundle refuse(Ctx c, Refusal why, String message, PendingIntent screen, String resumeToken) {
        String rid = c.requestId();
        switch (why) {
            case SIGN_IN: {
                Bundle b = error(rid, "AUTH_REQUIRED", message, false);
                b.putParcelable("resolution", screen);
                return b;
            }
            case CONFIRM: {
                Bundle b = error(rid, "USER_ACTION_REQUIRED", message, false);
                b.putParcelable("resolution", screen);
                b.putString("resume_token", resumeToken);
                return b;
            }
            case DENIED:
                return error(rid, "USER_CANCELLED", message, false);
            case WAITING:
                return error(rid, "CONFLICT", message, true);
            case MISMATCH:
                return error(rid, "INVALID_REQUEST", message, false);
            case LATE:
                return error(rid, "DEADLINE_EXCEEDED", message, false);
            case FORBIDDEN:
                return error(rid, "PERMISSION_DENIED", message, false);
            default:
                return error(rid, "INVALID_ARGS", message, false);
        }
    }
}
