package com.greenwick.garden.cetp;

import android.app.PendingIntent;
import android.os.Bundle;
import org.json.JSONException;
import org.json.JSONObject;

/** Response Bundles of CETP v2. */
public final class Replies {
    public static final String REQUEST_ID = "request_id";

    private Replies() {
    }

    public static Bundle success(String requestId, String data) {
        Bundle out = new Bundle();
        out.putString("status", "success");
        out.putInt("protocol_version", 2);
        if (requestId != null) {
            out.putString(REQUEST_ID, requestId);
        }
        out.putString("data", data);
        return out;
    }

    /** The data of a synchronous success: an inline result envelope. */
    public static String inline(JSONObject value) throws JSONException {
        return new JSONObject().put("kind", "inline").put("value", value).toString();
    }

    public static Bundle error(String requestId, String code, String message, boolean retryable) {
        Bundle out = new Bundle();
        out.putString("status", "error");
        out.putInt("protocol_version", 2);
        if (requestId != null) {
            out.putString(REQUEST_ID, requestId);
        }
        out.putString("error_code", code);
        out.putString("error_message", message);
        out.putBoolean("retryable", retryable);
        return out;
    }

    /** USER_ACTION_REQUIRED with the provider's resolution and the resume token that names the approval. */
    public static Bundle needsUser(String requestId, PendingIntent resolution, String resumeToken) {
        Bundle out = error(requestId, "USER_ACTION_REQUIRED", "Confirm this in Greenwick first", false);
        out.putParcelable("resolution", resolution);
        out.putString("resume_token", resumeToken);
        return out;
    }
}
