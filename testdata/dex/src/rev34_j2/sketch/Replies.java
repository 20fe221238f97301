package com.example.r34j2;

import android.app.PendingIntent;
import android.os.Bundle;

final class Replies {
    private Replies() {
    }

    static Bundle success(String json) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", 2);
        b.putString("data", "{\"kind\":\"inline\",\"value\":" + json + "}");
        return b;
    }

    static Bundle file(String mediaType, long size) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", 2);
        b.putString("data", "{\"kind\":\"file\",\"media_type\":\"" + mediaType + "\",\"size_bytes\":" + size + "}");
        return b;
    }

    static Bundle error(String code, String message) {
        Bundle b = new Bundle();
        b.putString("status", "error");
        b.putInt("protocol_version", 2);
        b.putString("error_code", code);
        b.putString("error_message", message);
        b.putBoolean("retryable", code.equals("NEGOTIATION_REQUIRED"));
        return b;
    }

    static Bundle userAction(PendingIntent resolution, String resumeToken) {
        Bundle b = error("USER_ACTION_REQUIRED", "Confirm in Kerbside");
        b.putParcelable("resolution", resolution);
        b.putString("resume_token", resumeToken);
        return b;
    }
}
