package com.example.hdd;

import android.os.Bundle;

// The success and error envelopes (CETP v2 §4.2, §5), echoing the request id.
final class Replies {
    private Replies() {
    }

    static Bundle success(String requestId, String json) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", 2);
        b.putString("request_id", requestId);
        b.putString("data", "{\"kind\":\"inline\",\"value\":" + json + "}");
        return b;
    }

    static Bundle error(String requestId, String code, String message) {
        Bundle b = new Bundle();
        b.putString("status", "error");
        b.putInt("protocol_version", 2);
        b.putString("request_id", requestId);
        b.putString("error_code", code);
        b.putString("error_message", message);
        b.putBoolean("retryable", false);
        return b;
    }
}
