package com.em;

import android.app.AlarmManager;
import android.app.PendingIntent;
import android.content.BroadcastReceiver;
import android.content.Context;
import android.content.Intent;

/** Off the CETP surface: a reminder alarm that opens the partner bank's payout screen. */
public final class BootReceiver extends BroadcastReceiver {
    @Override
    public void onReceive(Context context, Intent intent) {
        AlarmManager am = (AlarmManager) context.getSystemService("alarm");
        am.set(0, Resolutions.pending(context, Screen.PARTNER, PendingIntent.FLAG_IMMUTABLE));
    }
}
