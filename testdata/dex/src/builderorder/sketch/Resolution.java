package com.example.bord;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

// Builds a confirmation screen's PendingIntent; the flags field is set by
// the constructor and replaced by either setter.
final class Resolution {
    private final Context context;
    private final Intent intent;
    private int flags = PendingIntent.FLAG_IMMUTABLE;

    Resolution(Context context, Class<?> screen) {
        this.context = context;
        this.intent = new Intent(context, screen);
    }

    // replace the extras of an earlier request (mutable on its own)
    Resolution updating() {
        flags = PendingIntent.FLAG_UPDATE_CURRENT;
        return this;
    }

    // immutable, still replacing an earlier request's extras
    Resolution safe() {
        flags = PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT;
        return this;
    }

    PendingIntent build() {
        return PendingIntent.getActivity(context, 0, intent, flags);
    }
}
