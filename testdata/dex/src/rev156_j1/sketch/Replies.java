package com.brightfold.pantry.cetp;

import android.app.PendingIntent;
import android.os.Bundle;
import org.json.JSONException;
import org.json.JSONObject;

/** Response bundles as the spec lays them out. */
public final class Replies {
    private Replies() {
    }

    public static Bundle error(String requestId, String code, String message, boolean retryable) {
        Bundle out = new Bundle();
        out.putString("status", "error");
        out.putInt("protocol_version", 2);
        if (requestId != null) {
            out.putString("request_id", requestId);
        }
        out.putString("error_code", code);
        out.putString("error_message", message);
        out.putBoolean("retryable", retryable);
        return out;
    }

    public static Bundle negotiated(JSONObject data) {
        Bundle out = new Bundle();
        out.putString("status", "success");
        out.putString("data", data.toString());
        return out;
    }

    public static Bundle success(String requestId, JSONObject data) {
        Bundle out = new Bundle();
        out.putString("status", "success");
        out.putInt("protocol_version", 2);
        out.putString("request_id", requestId);
        out.putString("data", data.toString());
        return out;
    }

    public static Bundle inline(String requestId, JSONObject value) {
        try {
            return success(requestId, new JSONObject().put("kind", "inline").put("value", value));
        } catch (JSONException e) {
            return error(requestId, "INTERNAL_ERROR", "result could not be encoded", false);
        }
    }

    public static Bundle file(String requestId, Outcome outcome) {
        try {
            Bundle out = success(requestId, new JSONObject()
                    .put("kind", "file")
                    .put("media_type", outcome.mediaType())
                    .put("size_bytes", outcome.size())
                    .put("sha256", outcome.sha256()));
            out.putParcelable("result_fd", outcome.fd());
            return out;
        } catch (JSONException e) {
            return error(requestId, "INTERNAL_ERROR", "result could not be encoded", false);
        }
    }

    public static Bundle confirm(String requestId, PendingIntent resolution, String resumeToken) {
        Bundle out = error(requestId, "USER_ACTION_REQUIRED", "Confirm this on the phone to continue", false);
        out.putParcelable("resolution", resolution);
        out.putString("resume_token", resumeToken);
        return out;
    }

    public static String hex(byte[] raw) {
        StringBuilder sb = new StringBuilder(raw.length * 2);
        for (byte b : raw) {
            sb.append(Character.forDigit((b >> 4) & 0xf, 16)).append(Character.forDigit(b & 0xf, 16));
        }
        return sb.toString();
    }
}
