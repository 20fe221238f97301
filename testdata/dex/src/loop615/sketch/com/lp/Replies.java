package com.lp;

import android.os.Bundle;

/** Response bundles (spec 4). */
final class Replies {
    private Replies() {
    }

    static Bundle error(String requestId, String code, String message) {
        Bundle b = new Bundle();
        b.putInt("protocol_version", 2);
        b.putString("request_id", requestId);
        b.putBoolean("ok", false);
        b.putString("error_code", code);
        b.putString("error_message", message);
        return b;
    }
}
