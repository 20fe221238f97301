package com.spokeshop.core;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

/** The confirmation screens a resolution opens. */
public final class Screens {
    private Screens() {
    }

    public static PendingIntent confirm(Context ctx, Class<?> screen, String key, String value) {
        Intent i = new Intent(ctx, screen);
        i.putExtra(key, value);
        return PendingIntent.getActivity(ctx, 0, i, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }
}
