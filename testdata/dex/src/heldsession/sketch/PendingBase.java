package com.example.tke;

import android.os.SystemClock;

// Common part of the pending transfer kinds: who asked, with which arguments, and when.
abstract class PendingBase {
    static final long TTL_MS = 10 * 60 * 1000L;

    final int ownerUid;
    final String args;
    final long createdAt;

    PendingBase(int ownerUid, String args) {
        this.ownerUid = ownerUid;
        this.args = args;
        this.createdAt = SystemClock.elapsedRealtime();
    }

    boolean expired() {
        return SystemClock.elapsedRealtime() - createdAt > TTL_MS;
    }
}
