package com.tallycrate.cetp;

import android.app.PendingIntent;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import org.json.JSONException;
import org.json.JSONObject;

/** Every Bundle the two providers answer call() with (spec 4.2, 4.3, 4.5 and 5). */
public final class Replies {
    private Replies() {
    }

    private static Bundle envelope(String status, String requestId) {
        Bundle b = new Bundle();
        b.putString(Cetp.STATUS, status);
        b.putInt(Cetp.PROTOCOL_VERSION, Cetp.VERSION);
        if (requestId != null) {
            b.putString(Cetp.REQUEST_ID, requestId);
        }
        return b;
    }

    public static Bundle negotiated(JSONObject data) {
        Bundle b = new Bundle();
        b.putString(Cetp.STATUS, "success");
        b.putString(Cetp.DATA, data.toString());
        return b;
    }

    public static Bundle success(String requestId, JSONObject data) {
        Bundle b = envelope("success", requestId);
        b.putString(Cetp.DATA, data.toString());
        return b;
    }

    public static Bundle inline(ToolCall call, JSONObject value) throws JSONException {
        return success(call.requestId(), new JSONObject().put("kind", "inline").put("value", value));
    }

    /** A file result: the descriptor goes under result_fd, its size and digest into data. */
    public static Bundle file(ToolCall call, String mediaType, ParcelFileDescriptor fd, long size, String sha256)
            throws JSONException {
        Bundle b = success(call.requestId(), new JSONObject()
                .put("kind", "file")
                .put("media_type", mediaType)
                .put("size_bytes", size)
                .put("sha256", sha256));
        b.putParcelable(Cetp.RESULT_FD, fd);
        return b;
    }

    public static Bundle error(String requestId, String code, String message, boolean retryable) {
        Bundle b = envelope("error", requestId);
        b.putString(Cetp.ERROR_CODE, code);
        b.putString(Cetp.ERROR_MESSAGE, message);
        b.putBoolean(Cetp.RETRYABLE, retryable);
        return b;
    }

    public static Bundle userAction(ToolCall call, PendingIntent resolution, String resumeToken, String message) {
        Bundle b = error(call.requestId(), Cetp.USER_ACTION_REQUIRED, message, false);
        b.putParcelable(Cetp.RESOLUTION, resolution);
        b.putString(Cetp.RESUME_TOKEN, resumeToken);
        return b;
    }
}
