package com.fixitnow.core;

import android.app.PendingIntent;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;

/** The CETP v2 reply shapes both FixItNow tool providers answer with. */
public final class Replies {
    private Replies() {
    }

    public static Bundle ok(String json) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", 2);
        b.putString("data", "{\"kind\":\"inline\",\"value\":" + json + "}");
        return b;
    }

    /** A large result handed over as a file: the descriptor goes under result_fd. */
    public static Bundle file(ParcelFileDescriptor fd) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", 2);
        b.putString("data", "{\"kind\":\"file\",\"media_type\":\"application/json\"}");
        b.putParcelable("result_fd", fd);
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

    public static Bundle needsUser(PendingIntent pi, String resumeToken) {
        Bundle b = error("USER_ACTION_REQUIRED", "confirm in FixItNow");
        b.putParcelable("resolution", pi);
        b.putString("resume_token", resumeToken);
        return b;
    }
}
