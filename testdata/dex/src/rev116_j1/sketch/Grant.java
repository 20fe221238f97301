package com.cinderbox.shred;

import android.app.PendingIntent;
import android.os.Bundle;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** A confirmation the desk is holding: who asked, for which request and arguments, and what the user said. */
final class Grant {
    final int uid;
    final String requestId;
    final String tool;
    final String rawArgs;
    final String summary;
    final long expiresAt;
    private final CountDownLatch issued = new CountDownLatch(1);

    /** Set on the desk thread when the grant is issued. */
    String token;
    PendingIntent resolution;
    /** Set on the desk thread when the user answers. */
    boolean approved;

    Grant(int uid, String requestId, String tool, String rawArgs, String summary, long expiresAt) {
        this.uid = uid;
        this.requestId = requestId;
        this.tool = tool;
        this.rawArgs = rawArgs;
        this.summary = summary;
        this.expiresAt = expiresAt;
    }

    void markIssued() {
        issued.countDown();
    }

    boolean awaitIssued(long waitMs) throws InterruptedException {
        return issued.await(waitMs, TimeUnit.MILLISECONDS);
    }

    /** Approved by the user, for this caller, this request and these exact arguments, and not expired. */
    boolean admits(int caller, Bundle claim) {
        return approved
                && caller == uid
                && requestId.equals(claim.getString("request_id"))
                && rawArgs.equals(claim.getString("args"))
                && System.currentTimeMillis() < expiresAt;
    }
}
