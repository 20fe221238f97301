package com.example.r36j2;

import android.os.Bundle;

// Reads the common CETP v2 request fields out of the extras.
final class Envelope {
    private final Bundle extras;

    Envelope(Bundle extras) {
        this.extras = extras;
    }

    boolean isV2() {
        return extras != null && extras.getInt("protocol_version") == 2;
    }

    String session() {
        String token = extras.getString("session_token");
        return token == null ? "" : token.trim();
    }

    boolean expired() {
        return extras.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis();
    }

    String tool() {
        return extras.getString("tool_name", "");
    }

    String args() {
        return extras.getString("args", "{}");
    }

    String resumeToken() {
        String token = extras.getString("resume_token");
        return token == null ? "" : token;
    }
}
