package com.molar.core;

import android.app.Activity;
import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

/** Every confirmation screen is opened through this factory. */
public final class Screens {
    private Screens() {
    }

    public static PendingIntent confirm(Context ctx, Class<? extends Activity> screen, int flags) {
        Intent intent = new Intent(ctx, screen);
        return PendingIntent.getActivity(ctx, 0, intent, flags);
    }
}
