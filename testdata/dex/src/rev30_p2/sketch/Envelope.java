package com.example.r30p2;

import android.os.Bundle;

final class Envelope {
    private Envelope() {
    }

    static String session(Bundle extras) {
        return extras.getString("session_token");
    }

    static boolean expired(Bundle extras) {
        return extras.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis();
    }
}
