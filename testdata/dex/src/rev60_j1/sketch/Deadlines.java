package com.seedvault.core;

import android.os.Bundle;

/** The deadline check every execute_tool runs before a side effect. */
public final class Deadlines {
    private Deadlines() {
    }

    public static boolean expired(Bundle req) {
        long deadline = req.getLong("deadline_at_ms", 0L);
        return deadline <= System.currentTimeMillis();
    }
}
