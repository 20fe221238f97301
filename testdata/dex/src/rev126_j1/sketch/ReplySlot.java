package com.lumenhaus.cetp;

import android.os.Bundle;
import android.os.SystemClock;

/** One answer a caller waits for; filled from the main thread. */
final class ReplySlot {
    private Bundle mReply;

    synchronized void fill(Bundle reply) {
        mReply = reply;
        notifyAll();
    }

    synchronized Bundle await(long timeoutMs) throws InterruptedException {
        long end = SystemClock.uptimeMillis() + timeoutMs;
        while (mReply == null) {
            long left = end - SystemClock.uptimeMillis();
            if (left <= 0) {
                break;
            }
            wait(left);
        }
        return mReply;
    }
}
