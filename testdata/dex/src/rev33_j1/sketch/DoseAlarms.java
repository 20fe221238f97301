package com.example.r33j1;

import android.app.AlarmManager;
import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

final class DoseAlarms {
    static final String ACTION_DOSE_DUE = "com.example.r33j1.DOSE_DUE";
    static final String ACTION_SNOOZE = "com.example.r33j1.SNOOZE";

    private DoseAlarms() {
    }

    static void schedule(Context context, int id, long atMs) {
        Intent due = new Intent(context, DoseAlarmReceiver.class).putExtra("reminder_id", id);
        PendingIntent pi = PendingIntent.getBroadcast(context, id, due, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
        alarms(context).setExactAndAllowWhileIdle(AlarmManager.RTC_WAKEUP, atMs, pi);
    }

    // After a reboot every alarm is gone: re-arm them from the stored reminders.
    static void rescheduleAll(Context context, long[] times) {
        AlarmManager am = alarms(context);
        for (int n = 0; n < times.length; n++) {
            Intent due = new Intent(ACTION_DOSE_DUE);
            due.putExtra("reminder_id", n + 1);
            PendingIntent pi = PendingIntent.getBroadcast(context, n + 1, due, PendingIntent.FLAG_MUTABLE);
            am.setExactAndAllowWhileIdle(AlarmManager.RTC_WAKEUP, times[n], pi);
        }
    }

    static boolean snoozePending(Context context, int id) {
        return PendingIntent.getBroadcast(context, id, new Intent(ACTION_SNOOZE),
                PendingIntent.FLAG_NO_CREATE | PendingIntent.FLAG_MUTABLE) != null;
    }

    static void snooze(Context context, int id, long atMs) {
        Intent again = new Intent(ACTION_SNOOZE).putExtra("reminder_id", id);
        alarms(context).set(AlarmManager.RTC_WAKEUP, atMs, PendingIntent.getBroadcast(context, id, again, PendingIntent.FLAG_IMMUTABLE));
    }

    private static AlarmManager alarms(Context context) {
        return (AlarmManager) context.getSystemService(Context.ALARM_SERVICE);
    }
}
