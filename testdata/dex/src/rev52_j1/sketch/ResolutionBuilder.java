package com.shotbook.tools;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

/** Builds the resolution PendingIntent of a tool that needs the user. */
public final class ResolutionBuilder {
    private final Context ctx;
    private Class<?> target;
    private String action;
    private int flags;
    private int requestCode;

    public ResolutionBuilder(Context ctx) {
        this.ctx = ctx;
    }

    public ResolutionBuilder target(Class<?> screen) {
        this.target = screen;
        return this;
    }

    public ResolutionBuilder action(String action) {
        this.action = action;
        return this;
    }

    public ResolutionBuilder flags(int flags) {
        this.flags = flags;
        return this;
    }

    public ResolutionBuilder requestCode(int requestCode) {
        this.requestCode = requestCode;
        return this;
    }

    public PendingIntent build() {
        Intent intent = target != null ? new Intent(ctx, target) : new Intent(action);
        return PendingIntent.getActivity(ctx, requestCode, intent, flags);
    }
}
