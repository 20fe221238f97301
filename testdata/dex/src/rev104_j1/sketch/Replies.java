package com.darkroom.core;

import android.os.Bundle;

/** The CETP v2 reply shapes both DarkRoom providers answer with. */
public final class Replies {
    private Replies() {
    }

    public static Bundle ok(String json) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", 2);
        b.putString("data", new StringBuilder("{\"kind\":\"inline\",\"value\":").append(json).append('}').toString());
        return b;
    }

    public static String fileData(String mediaType, long size) {
        return new StringBuilder("{\"kind\":\"file\",\"media_type\":\"").append(mediaType)
                .append("\",\"size_bytes\":").append(size).append('}').toString();
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
