package com.lendshed.core;

import android.app.PendingIntent;
import android.os.Bundle;

/** Response bundles of CETP v2. */
public final class Replies {
    private Replies() {
    }

    public static Bundle ok(String value) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putString("data", "{\"kind\":\"inline\",\"value\":" + value + "}");
        return b;
    }

    public static Bundle file() {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putString("data", "{\"kind\":\"file\",\"media_type\":\"text/plain\"}");
        return b;
    }

    public static Bundle error(String code, String message) {
        Bundle b = new Bundle();
        b.putString("status", "error");
        b.putString("error_code", code);
        b.putString("error_message", message);
        b.putBoolean("retryable", false);
        return b;
    }

    public static Bundle needsUser(PendingIntent screen, String token) {
        Bundle b = error("USER_ACTION_REQUIRED", "confirm on the phone");
        b.putParcelable("resolution", screen);
        b.putString("resume_token", token);
        return b;
    }
}
