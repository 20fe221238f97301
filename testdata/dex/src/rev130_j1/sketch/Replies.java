package com.copperwick.cetp;

import android.app.PendingIntent;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import org.json.JSONException;
import org.json.JSONObject;

/** Builds the Bundles call() answers with: success, file, error and USER_ACTION_REQUIRED (spec 4.2-4.5, 5). */
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

    public static Bundle data(String requestId, JSONObject data) {
        Bundle b = envelope("success", requestId);
        b.putString(Cetp.DATA, data.toString());
        return b;
    }

    public static Bundle negotiated(JSONObject data) {
        Bundle b = new Bundle();
        b.putString(Cetp.STATUS, "success");
        b.putString(Cetp.DATA, data.toString());
        return b;
    }

    public static Bundle inline(Invocation inv, JSONObject value) throws JSONException {
        return data(inv.requestId(), new JSONObject().put("kind", "inline").put("value", value));
    }

    public static Bundle file(Invocation inv, String mediaType, ParcelFileDescriptor fd, long size, String sha256)
            throws JSONException {
        JSONObject data = new JSONObject()
                .put("kind", "file")
                .put("media_type", mediaType)
                .put("size_bytes", size)
                .put("sha256", sha256);
        Bundle b = data(inv.requestId(), data);
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

    public static Bundle needsUser(Invocation inv, PendingIntent resolution, String resumeToken, String message) {
        Bundle b = error(inv.requestId(), Cetp.USER_ACTION_REQUIRED, message, false);
        b.putParcelable(Cetp.RESOLUTION, resolution);
        b.putString(Cetp.RESUME_TOKEN, resumeToken);
        return b;
    }
}
