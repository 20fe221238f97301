package com.scanbox.cetp;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

/** The resolution PendingIntent of a confirmation. */
public final class Resolutions {
    private Resolutions() {}

    public static PendingIntent forScreen(Context context, ScreenSpec screen, String ticket) {
        Intent intent = new Intent()
                .setClassName(screen.packageName(), screen.activity())
                .putExtra(Cetp.EXTRA_TICKET, ticket);
        return PendingIntent.getActivity(context, ticket.hashCode(), intent, screen.flags());
    }
}
