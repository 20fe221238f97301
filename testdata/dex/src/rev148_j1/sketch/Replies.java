package com.lumenhall.hub.cetp;

import android.app.PendingIntent;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import org.json.JSONException;
import org.json.JSONObject;

/** The Bundles CETP v2 answers with. */
public final class Replies {
    private Replies() {
    }

    private static Bundle envelope(String status, String requestId) {
        Bundle out = new Bundle();
        out.putString("status", status);
        out.putInt("protocol_version", 2);
        if (requestId != null) {
            out.putString("request_id", requestId);
        }
        return out;
    }

    public static Bundle success(String requestId, String data) {
        Bundle out = envelope("success", requestId);
        out.putString("data", data);
        return out;
    }

    /** The data of an inline result. */
    public static String inline(JSONObject value) {
        try {
            return new JSONObject().put("kind", "inline").put("value", value).toString();
        } catch (JSONException e) {
            throw new IllegalStateException("inline envelope", e);
        }
    }

    /** A large result handed over as a file descriptor (large_results). */
    public static Bundle file(String requestId, String mediaType, long size, String sha256, ParcelFileDescriptor fd) {
        String data;
        try {
            data = new JSONObject().put("kind", "file").put("media_type", mediaType).put("size_bytes", size)
                    .put("sha256", sha256).toString();
        } catch (JSONException e) {
            throw new IllegalStateException("file envelope", e);
        }
        Bundle out = success(requestId, data);
        out.putParcelable("result_fd", fd);
        return out;
    }

    public static Bundle error(String requestId, String code, String message, boolean retryable) {
        Bundle out = envelope("error", requestId);
        out.putString("error_code", code);
        out.putString("error_message", message);
        out.putBoolean("retryable", retryable);
        return out;
    }

    /** USER_ACTION_REQUIRED: the confirmation screen and the token that resumes the call once it is answered. */
    public static Bundle needsUser(String requestId, PendingIntent resolution, String resumeToken) {
        Bundle out = error(requestId, "USER_ACTION_REQUIRED", "Confirm this on the Lumenhall screen first", false);
        out.putParcelable("resolution", resolution);
        out.putString("resume_token", resumeToken);
        return out;
    }
}
