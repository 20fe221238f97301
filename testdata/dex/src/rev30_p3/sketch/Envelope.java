package com.example.r30p3;

import android.os.Bundle;

final class Envelope {
    private Envelope() {
    }

    static Bundle refuse(Bundle extras, int uid) {
        if (extras == null || !Sessions.check(extras.getString("session_token"), uid)) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        }
        if (extras.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis()) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        return null;
    }
}
