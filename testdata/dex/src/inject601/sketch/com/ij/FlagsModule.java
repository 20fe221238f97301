package com.ij;

import android.app.PendingIntent;

/** Provides each desk's PendingIntent flags (the shape a DI module's provides-methods have). */
public final class FlagsModule {
    public int provideLockFlags() {
        return PendingIntent.FLAG_UPDATE_CURRENT;
    }

    public int provideShareFlags() {
        return PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT;
    }

    public static int proxyProvideLockFlags(FlagsModule module) {
        return module.provideLockFlags();
    }
}
