package com.pillpoint.tools;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

/** Builds the resolution PendingIntent that opens ConfirmActivity. */
public final class ResolutionBuilder {
    private final Context ctx;
    private final Intent intent;
    private int flags = PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT;
    private String tool = "";

    public ResolutionBuilder(Context ctx, Class<?> target) {
        this.ctx = ctx;
        this.intent = new Intent(ctx, target);
    }

    public ResolutionBuilder tool(String tool) {
        this.tool = tool;
        intent.putExtra("tool", tool);
        return this;
    }

    public ResolutionBuilder detail(String detail) {
        intent.putExtra("detail", detail);
        return this;
    }

    /** Lets the confirmation sheet fill in the charity the member picks. */
    public ResolutionBuilder allowFillIn() {
        flags = (flags & ~PendingIntent.FLAG_IMMUTABLE) | PendingIntent.FLAG_MUTABLE;
        return this;
    }

    public PendingIntent build() {
        return PendingIntent.getActivity(ctx, tool.hashCode(), intent, flags);
    }
}
