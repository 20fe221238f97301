package com.tidemark.sched;

import android.app.AlarmManager;
import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

/** Hands work to AlarmManager: the intent is broadcast when the alarm fires. */
public final class AlarmPlanner {
    private AlarmPlanner() {
    }

    public static void at(Context ctx, long when, Intent intent, int requestCode, int flags, boolean exact) {
        PendingIntent pi = PendingIntent.getBroadcast(ctx, requestCode, intent, flags);
        AlarmManager am = (AlarmManager) ctx.getSystemService(Context.ALARM_SERVICE);
        if (exact) {
            am.setExact(AlarmManager.RTC_WAKEUP, when, pi);
        } else {
            am.set(AlarmManager.RTC_WAKEUP, when, pi);
        }
    }
}
