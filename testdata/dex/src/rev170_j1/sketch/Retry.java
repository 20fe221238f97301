package com.relaykit.home.core;

import android.database.sqlite.SQLiteDatabaseLockedException;
import java.util.concurrent.Callable;

/**
 * Runs a unit of work again, with exponential backoff, when SQLite reports the database locked (the hub sync job
 * writes the same file). Runs on the caller's thread; any other failure is passed on at once.
 */
public final class Retry {
    private final int attempts;
    private final long baseDelayMs;

    public Retry(int attempts, long baseDelayMs) {
        if (attempts < 1) {
            throw new IllegalArgumentException("attempts");
        }
        this.attempts = attempts;
        this.baseDelayMs = baseDelayMs;
    }

    public <T> T call(Callable<T> work) throws Exception {
        SQLiteDatabaseLockedException last = null;
        for (int i = 0; i < attempts; i++) {
            try {
                return work.call();
            } catch (SQLiteDatabaseLockedException e) {
                last = e;
                if (i + 1 < attempts) {
                    pause(baseDelayMs << i);
                }
            }
        }
        throw last;
    }

    private static void pause(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
