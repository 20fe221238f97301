package com.mo;

import android.os.Bundle;

/** Where the main looper's handler leaves the answer a waiting call() picks up. */
final class ReplySlot {
    private Bundle value;

    synchronized void fill(Bundle b) {
        value = b;
        notifyAll();
    }

    synchronized Bundle take(long millis) throws InterruptedException {
        if (value == null) {
            wait(millis);
        }
        return value;
    }
}
