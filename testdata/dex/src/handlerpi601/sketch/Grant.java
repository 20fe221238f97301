package com.hp;

import android.app.PendingIntent;

/** A confirmation being prepared on the desk thread; call() waits for its resolution. */
final class Grant {
    final String token;
    volatile PendingIntent resolution;

    Grant(String token) {
        this.token = token;
    }
}
