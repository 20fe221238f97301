package com.example.r34j1;

import android.app.PendingIntent;
import android.os.Bundle;

final class Replies {
    private Replies() {
    }

    static Bundle success(String json) {
        return envelope("{\"kind\":\"inline\",\"value\":" + json + "}");
    }

    static Bundle file(String mediaType, long size) {
        return envelope("{\"kind\":\"file\",\"media_type\":\"" + mediaType + "\",\"size_bytes\":" + size + "}");
    }

    private static Bundle envelope(String data) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", 2);
        b.putString("data", data);
        return b;
    }

    static Bundle error(String code, String message) {
        Bundle b = new Bundle();
        b.putString("status", "error");
        b.putInt("protocol_version", 2);
        b.putString("error_code", code);
        b.putString("error_message", message);
        b.putBoolean("retryable", "NEGOTIATION_REQUIRED".equals(code) || "UNAVAILABLE".equals(code));
        return b;
    }

    static Bundle userAction(PendingIntent resolution, String resumeToken) {
        Bundle b = error("USER_ACTION_REQUIRED", "Confirm on the technician's phone");
        b.putParcelable("resolution", resolution);
        b.putString("resume_token", resumeToken);
        return b;
    }
}
