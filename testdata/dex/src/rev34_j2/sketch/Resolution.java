package com.example.r34j2;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

// Builds the resolution PendingIntent of a confirmation screen.
final class Resolution {
    private final Context context;
    private final Intent intent;
    private int flags = PendingIntent.FLAG_IMMUTABLE;
    private int requestCode;

    Resolution(Context context, Class<?> screen) {
        this.context = context;
        this.intent = new Intent(context, screen);
    }

    Resolution extra(String key, String value) {
        intent.putExtra(key, value);
        return this;
    }

    Resolution code(int code) {
        requestCode = code;
        return this;
    }

    // the screen shows live values: replace the extras of an earlier request
    Resolution updating() {
        flags = PendingIntent.FLAG_UPDATE_CURRENT;
        return this;
    }

    PendingIntent build() {
        return PendingIntent.getActivity(context, requestCode, intent, flags);
    }
}
