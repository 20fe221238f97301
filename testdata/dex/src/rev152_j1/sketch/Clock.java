package com.wrenfield.notes.core;

import android.os.SystemClock;

/** Wall-clock milliseconds, as the container binds them. */
public interface Clock {
    long now();

    /** The device's wall clock. */
    final class Wall implements Clock {
        @Override
        public long now() {
            return System.currentTimeMillis();
        }
    }

    /** The wall clock read once, then advanced by elapsed real time: a user changing the clock does not move it. */
    final class Anchored implements Clock {
        private final long wallAtStart = System.currentTimeMillis();
        private final long elapsedAtStart = SystemClock.elapsedRealtime();

        @Override
        public long now() {
            return wallAtStart + (SystemClock.elapsedRealtime() - elapsedAtStart);
        }
    }
}
