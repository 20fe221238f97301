package com.tuneup.core;

import android.os.Bundle;

/** The CETP v2 reply shapes both TuneUp providers answer with. */
public final class Replies {
    private Replies() {
    }

    public static Bundle ok(String json) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", 2);
        b.putString("data", "{\"kind\":\"inline\",\"value\":".concat(json).concat("}"));
        return b;
    }

    public static Bundle file() {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", 2);
        b.putString("data", "{\"kind\":\"file\",\"media_type\":\"text/csv\"}");
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
}
