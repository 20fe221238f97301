package com.ledgerly.pay.tools;

import android.os.Bundle;

/** §4.2 / §5 envelopes. */
final class Envelope {
    private Envelope() {}

    static Bundle error(String code, String message) {
        Bundle b = new Bundle();
        b.putString("status", "error");
        b.putString("error_code", code);
        b.putString("error_message", message);
        b.putBoolean("retryable", false);
        b.putInt("protocol_version", 2);
        return b;
    }

    static Bundle ok(String data) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", 2);
        b.putString("data", data);
        return b;
    }
}
