package com.example.tke;

import android.os.SystemClock;

// pay_invoice.
final class PendingPayment implements Pending {
    final int callerUid;
    final String args;
    private final long createdAt;

    PendingPayment(int callerUid, String args) {
        this.callerUid = callerUid;
        this.args = args;
        this.createdAt = SystemClock.elapsedRealtime();
    }

    @Override public boolean expired() {
        return SystemClock.elapsedRealtime() - createdAt > 600_000L;
    }

    @Override public String args() {
        return args;
    }
}
