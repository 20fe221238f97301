package com.pawclinic.core;

import android.app.PendingIntent;
import android.os.Bundle;

/** Every PawClinic reply Bundle: the success envelope, error Bundles and the resolution errors. */
public final class Errors {
    private Errors() {
    }

    public static Bundle success(String json) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", 2);
        b.putString("data", "{\"kind\":\"inline\",\"value\":" + json + "}");
        return b;
    }

    public static Bundle error(String code, String message) {
        Bundle b = new Bundle();
        b.putString("status", "error");
        b.putString("error_code", code);
        b.putString("error_message", message);
        b.putBoolean("retryable", false);
        b.putInt("protocol_version", 2);
        return b;
    }

    public static Bundle needsUser(String code, String message, PendingIntent resolution, String resumeToken) {
        Bundle b = error(code, message);
        b.putParcelable("resolution", resolution);
        b.putString("resume_token", resumeToken);
        return b;
    }
}
