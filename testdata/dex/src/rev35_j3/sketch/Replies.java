package com.example.r35j3;

import android.app.PendingIntent;
import android.os.Bundle;

// Response envelopes for the appointments endpoint.
final class Replies {
    private Replies() {}

    static Bundle ok(String json) {
        Bundle b = base("success");
        b.putString("data", "{\"kind\":\"inline\",\"value\":" + json + "}");
        return b;
    }

    static Bundle file(String mediaType, long size) {
        Bundle b = base("success");
        b.putString("data", "{\"kind\":\"file\",\"media_type\":\"" + mediaType + "\",\"size_bytes\":" + size + "}");
        return b;
    }

    static Bundle error(String code, String message) {
        Bundle b = base("error");
        b.putString("error_code", code);
        b.putString("error_message", message);
        b.putBoolean("retryable", code.equals("NEGOTIATION_REQUIRED"));
        return b;
    }

    static Bundle userAction(PendingIntent resolution, String resumeToken) {
        Bundle b = error("USER_ACTION_REQUIRED", "confirm in Pawprint");
        b.putParcelable("resolution", resolution);
        b.putString("resume_token", resumeToken);
        return b;
    }

    private static Bundle base(String status) {
        Bundle b = new Bundle();
        b.putString("status", status);
        b.putInt("protocol_version", 2);
        return b;
    }
}
