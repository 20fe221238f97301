package com.example.r36j3;

import android.app.PendingIntent;
import android.os.Bundle;

final class Replies {
    static final String KEY_RESOLUTION = "resolution";
    static final String KEY_RESUME_TOKEN = "resumeToken";

    private Replies() {
    }

    static Bundle ok(String json) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", 2);
        b.putString("data", json);
        return b;
    }

    static Bundle error(String code, String message) {
        Bundle b = new Bundle();
        b.putString("status", "error");
        b.putInt("protocol_version", 2);
        b.putString("error_code", code);
        b.putString("error_message", message);
        b.putBoolean("retryable", "NEGOTIATION_REQUIRED".equals(code));
        return b;
    }

    // the Homeguard account sign-in comes first
    static Bundle authRequired(PendingIntent signIn, String resumeToken) {
        Bundle b = error("AUTH_REQUIRED", "sign in to your Homeguard account");
        b.putParcelable(KEY_RESOLUTION, signIn);
        b.putString(KEY_RESUME_TOKEN, resumeToken);
        return b;
    }

    static Bundle userAction(PendingIntent confirm, String resumeToken) {
        Bundle b = error("USER_ACTION_REQUIRED", "confirm in Homeguard");
        b.putParcelable("resolution", confirm);
        b.putString("resume_token", resumeToken);
        return b;
    }

    static Bundle file(long size) {
        Bundle b = ok("{\"kind\":\"file\",\"media_type\":\"application/pdf\",\"size_bytes\":" + size + "}");
        return b;
    }
}
