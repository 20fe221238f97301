package com.bikebus.core;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

/** Java builder for resolution PendingIntents (the Kotlin code uses it with apply { }). */
public final class ResolutionBuilder {
    private final Context ctx;
    private Class<?> screen;
    private int requestCode;
    private int flags = PendingIntent.FLAG_IMMUTABLE;

    public ResolutionBuilder(Context ctx) {
        this.ctx = ctx;
    }

    public ResolutionBuilder setScreen(Class<?> screen) {
        this.screen = screen;
        return this;
    }

    public ResolutionBuilder setRequestCode(int requestCode) {
        this.requestCode = requestCode;
        return this;
    }

    public ResolutionBuilder setFlags(int flags) {
        this.flags = flags;
        return this;
    }

    public PendingIntent build() {
        Intent intent = new Intent(ctx, screen);
        return PendingIntent.getActivity(ctx, requestCode, intent, flags);
    }
}
