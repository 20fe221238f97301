package com.hearthlink.cetp;

import android.app.PendingIntent;
import android.os.Bundle;
import org.json.JSONException;
import org.json.JSONObject;

/** The Bundles call() answers with. Error texts are always the caller-safe sentences given here or by the tools. */
public final class Replies {
    private Replies() {
    }

    private static Bundle envelope(String status, String requestId) {
        Bundle b = new Bundle();
        b.putString(Keys.STATUS, status);
        b.putInt(Keys.PROTOCOL_VERSION, Keys.V2);
        if (requestId != null) {
            b.putString(Keys.REQUEST_ID, requestId);
        }
        return b;
    }

    public static Bundle negotiated(JSONObject data) {
        Bundle b = new Bundle();
        b.putString(Keys.STATUS, "success");
        b.putString(Keys.DATA, data.toString());
        return b;
    }

    public static Bundle success(String requestId, JSONObject data) {
        Bundle b = envelope("success", requestId);
        b.putString(Keys.DATA, data.toString());
        return b;
    }

    public static Bundle inline(Call call, JSONObject value) throws JSONException {
        return success(call.requestId, new JSONObject().put("kind", "inline").put("value", value));
    }

    public static Bundle error(String requestId, String code, String message, boolean retryable) {
        Bundle b = envelope("error", requestId);
        b.putString(Keys.ERROR_CODE, code);
        b.putString(Keys.ERROR_MESSAGE, message);
        b.putBoolean(Keys.RETRYABLE, retryable);
        return b;
    }

    public static Bundle fail(Call call, String code, String message) {
        return error(call.requestId, code, message, false);
    }

    /** USER_ACTION_REQUIRED: Hearthlink's own confirmation screen and the token that resumes this call. */
    public static Bundle confirm(Call call, PendingIntent resolution, String resumeToken) {
        Bundle b = error(call.requestId, Keys.E_USER_ACTION_REQUIRED,
                "Confirm this in Hearthlink on the phone, then call again with resume_token", false);
        b.putParcelable(Keys.RESOLUTION, resolution);
        b.putString(Keys.RESUME_TOKEN, resumeToken);
        return b;
    }

    /** A kept outcome as JSON text, for the ledger. */
    public static String freeze(Bundle reply) throws JSONException {
        JSONObject j = new JSONObject().put(Keys.STATUS, reply.getString(Keys.STATUS));
        if (reply.containsKey(Keys.DATA)) {
            j.put(Keys.DATA, reply.getString(Keys.DATA));
        }
        if (reply.containsKey(Keys.ERROR_CODE)) {
            j.put(Keys.ERROR_CODE, reply.getString(Keys.ERROR_CODE))
                    .put(Keys.ERROR_MESSAGE, reply.getString(Keys.ERROR_MESSAGE))
                    .put(Keys.RETRYABLE, reply.getBoolean(Keys.RETRYABLE));
        }
        return j.toString();
    }

    /** The kept outcome again, with this call's request id. */
    public static Bundle thaw(String requestId, String json) throws JSONException {
        JSONObject j = new JSONObject(json);
        Bundle b = envelope(j.getString(Keys.STATUS), requestId);
        if (j.has(Keys.DATA)) {
            b.putString(Keys.DATA, j.getString(Keys.DATA));
        }
        if (j.has(Keys.ERROR_CODE)) {
            b.putString(Keys.ERROR_CODE, j.getString(Keys.ERROR_CODE));
            b.putString(Keys.ERROR_MESSAGE, j.getString(Keys.ERROR_MESSAGE));
            b.putBoolean(Keys.RETRYABLE, j.getBoolean(Keys.RETRYABLE));
        }
        return b;
    }
}
