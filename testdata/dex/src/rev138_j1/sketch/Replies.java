package com.trailmark.cetp;

import android.app.PendingIntent;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import org.json.JSONException;
import org.json.JSONObject;

/** The Bundles call() hands back: negotiate's answer, successes, file results, errors and resolutions. */
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

    /** A result too big for the Bundle: its description in data and the descriptor under result_fd. */
    public static Bundle file(Call call, String mediaType, long size, String sha256, ParcelFileDescriptor fd)
            throws JSONException {
        JSONObject data = new JSONObject()
                .put("kind", "file")
                .put("media_type", mediaType)
                .put("size_bytes", size)
                .put("sha256", sha256);
        Bundle b = success(call.requestId, data);
        b.putParcelable(Keys.RESULT_FD, fd);
        return b;
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

    /** USER_ACTION_REQUIRED with the provider's own confirmation screen and the token to resume with. */
    public static Bundle confirm(Call call, PendingIntent resolution, String resumeToken) {
        Bundle b = error(call.requestId, Keys.E_USER_ACTION_REQUIRED,
                "Confirm this on the phone, then call again with resume_token", false);
        b.putParcelable(Keys.RESOLUTION, resolution);
        b.putString(Keys.RESUME_TOKEN, resumeToken);
        return b;
    }

    /** A finished mutating call as kept for replays: the tool, the argument digest and the reply as JSON. */
    public static final class Outcome {
        public final String tool;
        public final String digest;
        public final String json;

        public Outcome(String tool, String digest, String json) {
            this.tool = tool;
            this.digest = digest;
            this.json = json;
        }

        public static Outcome of(Call call, Bundle reply) throws JSONException {
            JSONObject j = new JSONObject().put(Keys.STATUS, reply.getString(Keys.STATUS));
            if (reply.containsKey(Keys.DATA)) {
                j.put(Keys.DATA, reply.getString(Keys.DATA));
            }
            if (reply.containsKey(Keys.ERROR_CODE)) {
                j.put(Keys.ERROR_CODE, reply.getString(Keys.ERROR_CODE))
                        .put(Keys.ERROR_MESSAGE, reply.getString(Keys.ERROR_MESSAGE))
                        .put(Keys.RETRYABLE, reply.getBoolean(Keys.RETRYABLE));
            }
            return new Outcome(call.tool, call.digest, j.toString());
        }

        /** The same tool with the same argument bytes is a retry; anything else under a used id is misuse. */
        public boolean sameCall(Call call) {
            return tool.equals(call.tool) && digest.equals(call.digest);
        }

        public Bundle replay(Call call) throws JSONException {
            if (!sameCall(call)) {
                return error(call.requestId, Keys.E_INVALID_REQUEST, "request_id already used for another call",
                        false);
            }
            JSONObject j = new JSONObject(json);
            Bundle b = envelope(j.getString(Keys.STATUS), call.requestId);
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
}
