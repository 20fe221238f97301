package com.clawseed.cetp.sdk;

import android.app.PendingIntent;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import org.json.JSONObject;

/** What a tool hook returns; the SDK turns it into the reply Bundle. */
public final class CetpProviderResult {
    private final String code;
    private final String message;
    private final JSONObject value;
    private final PendingIntent resolution;
    private final String resumeToken;
    private final ParcelFileDescriptor file;

    private CetpProviderResult(String code, String message, JSONObject value, PendingIntent resolution,
            String resumeToken, ParcelFileDescriptor file) {
        this.code = code;
        this.message = message;
        this.value = value;
        this.resolution = resolution;
        this.resumeToken = resumeToken;
        this.file = file;
    }

    public static CetpProviderResult success(JSONObject value) {
        return new CetpProviderResult(null, null, value, null, null, null);
    }

    public static CetpProviderResult file(ParcelFileDescriptor readEnd) {
        return new CetpProviderResult(null, null, null, null, null, readEnd);
    }

    public static CetpProviderResult error(String code, String message) {
        return new CetpProviderResult(code, message, null, null, null, null);
    }

    public static CetpProviderResult needsUser(PendingIntent resolution, String resumeToken) {
        return new CetpProviderResult("USER_ACTION_REQUIRED", "confirm in the app", null, resolution, resumeToken, null);
    }

    public boolean isSuccess() {
        return code == null;
    }

    public JSONObject getValue() {
        return value;
    }

    public Bundle toBundle(String requestId) {
        Bundle b = new Bundle();
        b.putInt("protocol_version", 2);
        b.putString("request_id", requestId);
        if (code != null) {
            b.putString("status", "error");
            b.putString("error_code", code);
            b.putString("error_message", message);
            b.putBoolean("retryable", "NEGOTIATION_REQUIRED".equals(code));
            if (resolution != null) {
                b.putParcelable("resolution", resolution);
                b.putString("resume_token", resumeToken);
            }
        } else if (file != null) {
            b.putString("status", "success");
            b.putString("data", "{\"kind\":\"file\",\"media_type\":\"application/json\"}");
            b.putParcelable("result_fd", file);
        } else {
            b.putString("status", "success");
            b.putString("data", "{\"kind\":\"inline\",\"value\":" + value + "}");
        }
        return b;
    }
}
