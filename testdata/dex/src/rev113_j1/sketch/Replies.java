package com.kiteframe.sync;

import android.os.Bundle;

/** Reply Bundles of the hand-written sync provider (spec 4.2, 5). */
final class Replies {
    private Replies() {
    }

    static Bundle success(String requestId, String data) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", 2);
        b.putString("request_id", requestId);
        b.putString("data", data);
        return b;
    }

    static Bundle error(String code, String message, String requestId) {
        Bundle b = new Bundle();
        b.putString("status", "error");
        b.putInt("protocol_version", 2);
        b.putString("request_id", requestId);
        b.putString("error_code", code);
        b.putString("error_message", message);
        b.putBoolean("retryable", "NEGOTIATION_REQUIRED".equals(code) || "UNAVAILABLE".equals(code));
        return b;
    }
}
