package com.pawclinic.notify;

import android.app.AlarmManager;
import android.app.Notification;
import android.app.NotificationManager;
import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import com.pawclinic.ui.MainActivity;

/** The daily "upcoming visit" reminder: an alarm broadcast and its notification. */
public final class Reminders {
    static final String ACTION_REMIND = "com.pawclinic.action.REMIND";

    private Reminders() {
    }

    public static void schedule(Context ctx) {
        PendingIntent existing = PendingIntent.getBroadcast(ctx, 7, new Intent(ACTION_REMIND),
                PendingIntent.FLAG_NO_CREATE | PendingIntent.FLAG_MUTABLE);
        if (existing != null) {
            return;
        }
        PendingIntent pi = PendingIntent.getBroadcast(ctx, 7, new Intent(ACTION_REMIND),
                PendingIntent.FLAG_MUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
        AlarmManager am = (AlarmManager) ctx.getSystemService("alarm");
        am.set(AlarmManager.RTC_WAKEUP, System.currentTimeMillis() + 3600000L, pi);
    }

    public static void notifyDue(Context ctx) {
        Intent open = new Intent(ctx, MainActivity.class);
        PendingIntent content = PendingIntent.getActivity(ctx, 3, open, PendingIntent.FLAG_MUTABLE);
        Notification n = new Notification.Builder(ctx)
                .setSmallIcon(17301620)
                .setContentTitle("Upcoming visit")
                .setContentIntent(content)
                .build();
        NotificationManager nm = (NotificationManager) ctx.getSystemService("notification");
        nm.notify(1, n);
    }
}
