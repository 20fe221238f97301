package com.quillbin.cetp;

import android.app.PendingIntent;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import org.json.JSONException;
import org.json.JSONObject;

/** Builds every Bundle the providers return from call(): success, file results, errors, resolutions (4.2-4.5, 5). */
public final class Answers {
    private static final String[] KEPT_KEYS = {Wire.STATUS, Wire.DATA, Wire.ERROR_CODE, Wire.ERROR_MESSAGE};

    private Answers() {
    }

    private static Bundle head(String status, String requestId) {
        Bundle b = new Bundle();
        b.putString(Wire.STATUS, status);
        b.putInt(Wire.PROTOCOL_VERSION, Wire.VERSION);
        if (requestId != null) {
            b.putString(Wire.REQUEST_ID, requestId);
        }
        return b;
    }

    /** negotiate's answer carries no envelope fields of its own. */
    public static Bundle negotiated(JSONObject data) {
        Bundle b = new Bundle();
        b.putString(Wire.STATUS, "success");
        b.putString(Wire.DATA, data.toString());
        return b;
    }

    public static Bundle ok(String requestId, JSONObject data) {
        Bundle b = head("success", requestId);
        b.putString(Wire.DATA, data.toString());
        return b;
    }

    public static Bundle inline(Request call, JSONObject value) throws JSONException {
        return ok(call.requestId(), new JSONObject().put("kind", "inline").put("value", value));
    }

    /** A large result: metadata in data, the descriptor itself under result_fd. */
    public static Bundle file(Request call, String mediaType, ParcelFileDescriptor fd, long size, String sha256)
            throws JSONException {
        Bundle b = ok(call.requestId(), new JSONObject()
                .put("kind", "file")
                .put("media_type", mediaType)
                .put("size_bytes", size)
                .put("sha256", sha256));
        b.putParcelable(Wire.RESULT_FD, fd);
        return b;
    }

    public static Bundle error(String requestId, String code, String message, boolean retryable) {
        Bundle b = head("error", requestId);
        b.putString(Wire.ERROR_CODE, code);
        b.putString(Wire.ERROR_MESSAGE, message);
        b.putBoolean(Wire.RETRYABLE, retryable);
        return b;
    }

    public static Bundle needsUser(Request call, PendingIntent resolution, String resumeToken, String message) {
        Bundle b = error(call.requestId(), Wire.USER_ACTION_REQUIRED, message, false);
        b.putParcelable(Wire.RESOLUTION, resolution);
        b.putString(Wire.RESUME_TOKEN, resumeToken);
        return b;
    }

    /** A terminal answer of a mutating call as it is kept for replays: the tool, its argument digest and the text. */
    public static final class Kept {
        public final String tool;
        public final String digest;
        public final String text;

        public Kept(String tool, String digest, String text) {
            this.tool = tool;
            this.digest = digest;
            this.text = text;
        }

        public static Kept of(Request call, Bundle answer) throws JSONException {
            JSONObject json = new JSONObject();
            for (String key : KEPT_KEYS) {
                String value = answer.getString(key);
                if (value != null) {
                    json.put(key, value);
                }
            }
            if (answer.containsKey(Wire.RETRYABLE)) {
                json.put(Wire.RETRYABLE, answer.getBoolean(Wire.RETRYABLE));
            }
            return new Kept(call.tool(), call.argsDigest(), json.toString());
        }

        /** Same tool, same argument bytes: a retry. Anything else under a used request id is a misuse. */
        public boolean matches(Request call) {
            return tool.equals(call.tool()) && digest.equals(call.argsDigest());
        }

        public Bundle replay(String requestId) throws JSONException {
            JSONObject json = new JSONObject(text);
            Bundle b = head(json.getString(Wire.STATUS), requestId);
            for (String key : KEPT_KEYS) {
                if (!Wire.STATUS.equals(key) && json.has(key)) {
                    b.putString(key, json.getString(key));
                }
            }
            if (json.has(Wire.RETRYABLE)) {
                b.putBoolean(Wire.RETRYABLE, json.getBoolean(Wire.RETRYABLE));
            }
            return b;
        }
    }
}
