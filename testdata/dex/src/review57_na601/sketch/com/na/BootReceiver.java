package com.na;

import android.app.AlarmManager;
import android.app.PendingIntent;
import android.content.BroadcastReceiver;
import android.content.Context;
import android.content.Intent;

/** Off the CETP surface: re-arms a reminder alarm whose Activity fills in the fired time (mutable on purpose). */
public final class BootReceiver extends BroadcastReceiver {
    static final Screen REMINDER = new Screen("com.na.ReminderActivity", PendingIntent.FLAG_MUTABLE);

    @Override
    public void onReceive(Context context, Intent intent) {
        AlarmManager am = (AlarmManager) context.getSystemService("alarm");
        am.set(0, Pendings.open(context, REMINDER, null));
    }
}
