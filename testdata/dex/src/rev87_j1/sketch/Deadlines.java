package com.tuneup.core;

import android.os.Bundle;

/** deadline_at_ms of a request, 0 meaning none given. */
public final class Deadlines {
    private Deadlines() {
    }

    public static boolean expired(Bundle req) {
        long at = req.getLong("deadline_at_ms", 0L);
        return at != 0L && System.currentTimeMillis() > at;
    }
}
