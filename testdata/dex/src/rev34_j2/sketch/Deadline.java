package com.example.r34j2;

import android.os.Bundle;

final class Deadline {
    private Deadline() {
    }

    static boolean passed(Bundle extras) {
        long at = extras.getLong("deadline_at_ms");
        return at == 0L || at <= System.currentTimeMillis();
    }
}
