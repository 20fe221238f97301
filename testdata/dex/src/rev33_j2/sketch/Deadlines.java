package com.example.r33j2;

import android.os.Bundle;

final class Deadlines {
    private Deadlines() {
    }

    static boolean passed(Bundle extras) {
        return extras.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis();
    }

    static void require(Bundle extras) throws Expired {
        if (passed(extras)) {
            throw new Expired();
        }
    }

    static final class Expired extends Exception {
        Expired() {
            super("deadline_at_ms passed");
        }
    }
}
