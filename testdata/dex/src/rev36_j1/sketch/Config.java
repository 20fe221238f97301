package com.example.r36j1;

import android.app.PendingIntent;

// Remote-config defaults baked into the release build.
final class Config {
    static int returnScreenFlags = PendingIntent.FLAG_UPDATE_CURRENT;
    static long pickupExtensionMs = 86_400_000L;

    private Config() {
    }
}
