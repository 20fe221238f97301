package com.keydrop.util;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;

/** Builds a trip resolution (FLAG_IMMUTABLE | FLAG_UPDATE_CURRENT) and the reply that carries it. */
public final class ResolutionBuilder {
    private final Context ctx;
    private String action;
    private String pkg;
    private String cls;
    private String trip;
    private int code;

    public ResolutionBuilder(Context ctx) {
        this.ctx = ctx;
    }

    public ResolutionBuilder action(String action) {
        this.action = action;
        return this;
    }

    public ResolutionBuilder inPackage(String pkg) {
        this.pkg = pkg;
        return this;
    }

    public ResolutionBuilder component(String pkg, String cls) {
        this.pkg = pkg;
        this.cls = cls;
        return this;
    }

    public ResolutionBuilder trip(String trip) {
        this.trip = trip;
        this.code = trip.hashCode();
        return this;
    }

    public PendingIntent build() {
        Intent i = action != null ? new Intent(action) : new Intent();
        if (cls != null) {
            i.setClassName(pkg, cls);
        } else if (pkg != null) {
            i.setPackage(pkg);
        }
        i.putExtra("trip_id", trip);
        return PendingIntent.getActivity(ctx, code, i, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    public Bundle reply(String resumeToken, String message) {
        Bundle b = Replies.error("USER_ACTION_REQUIRED", message);
        b.putParcelable("resolution", build());
        b.putString("resume_token", resumeToken);
        return b;
    }
}
