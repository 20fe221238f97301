package com.keydrop.util;

import android.app.PendingIntent;
import android.os.Bundle;

/** Response envelopes. */
public final class Replies {
    private Replies() {}

    public static Bundle ok(String json) {
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

    public static Bundle needsUser(PendingIntent pi, String token, String message) {
        Bundle b = error("USER_ACTION_REQUIRED", message);
        b.putParcelable("resolution", pi);
        b.putString("resume_token", token);
        return b;
    }
}
