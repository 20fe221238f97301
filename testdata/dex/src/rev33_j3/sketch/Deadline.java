package com.example.r33j3;

import android.os.Bundle;

final class Deadline {
    private Deadline() {
    }

    static long remainingMs(Bundle extras) {
        return extras.getLong("deadline_at_ms", 0L) - System.currentTimeMillis();
    }
}
