package com.shelfcity.core;

import android.os.Bundle;

public final class Deadlines {
    private Deadlines() {}

    public static boolean expired(Bundle req) {
        return req.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis();
    }
}
