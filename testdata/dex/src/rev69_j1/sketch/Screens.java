package com.pawclinic.core;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

/** Builds the confirmation screens the providers hand back as resolutions. */
public interface Screens {
    static PendingIntent open(Context ctx, Class<?> screen, String key, String value, int flags) {
        Intent i = new Intent(ctx, screen);
        i.putExtra(key, value);
        return PendingIntent.getActivity(ctx, 0, i, flags);
    }
}
