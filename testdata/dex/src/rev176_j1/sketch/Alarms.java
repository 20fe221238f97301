package com.quillmark.docs.work;

import android.app.AlarmManager;
import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.os.SystemClock;
import java.util.Calendar;

/** Follow-ups the archive housekeeping arms with AlarmManager; {@link FollowUpReceiver} handles them. */
public final class Alarms {
    public static final String ACTION_RETRY_CLEANUP = "com.quillmark.docs.action.RETRY_CLEANUP";
    public static final String ACTION_NIGHTLY = "com.quillmark.docs.action.NIGHTLY_CLEANUP";
    public static final String EXTRA_RETENTION_DAYS = "retention_days";
    static final int REQUEST_RETRY = 31;
    static final int REQUEST_NIGHTLY = 32;
    static final long RETRY_DELAY_MS = 15L * 60L * 1000L;
    /** Mutable: the alarm's fill-in extras must reach the receiver on every platform version we support. */
    static final int ALARM_FLAGS = PendingIntent.FLAG_MUTABLE | PendingIntent.FLAG_UPDATE_CURRENT;

    private Alarms() {
    }

    /** A cleanup run that found the shelf locked tries again in fifteen minutes. */
    public static void retryCleanupLater(Context context, int retentionDays) {
        Intent intent = retryIntent(retentionDays);
        PendingIntent pending = PendingIntent.getBroadcast(context, REQUEST_RETRY, intent, ALARM_FLAGS);
        set(context, AlarmManager.ELAPSED_REALTIME_WAKEUP, SystemClock.elapsedRealtime() + RETRY_DELAY_MS, pending);
    }

    /** The nightly housekeeping alarm, re-armed after each run and at boot. */
    public static void armNightly(Context context) {
        Intent intent = nightlyIntent(context);
        PendingIntent pending = PendingIntent.getBroadcast(context, REQUEST_NIGHTLY, intent, ALARM_FLAGS);
        set(context, AlarmManager.RTC_WAKEUP, nextNight(System.currentTimeMillis()), pending);
    }

    /** The retry broadcast, found by its action (FollowUpReceiver's intent filter lists it). */
    private static Intent retryIntent(int retentionDays) {
        Intent intent = new Intent(ACTION_RETRY_CLEANUP);
        intent.putExtra(EXTRA_RETENTION_DAYS, (long) retentionDays);
        return intent;
    }

    /** The nightly broadcast, addressed to the receiver class. */
    private static Intent nightlyIntent(Context context) {
        Intent intent = new Intent(context, FollowUpReceiver.class);
        intent.setAction(ACTION_NIGHTLY);
        return intent;
    }

    private static void set(Context context, int type, long at, PendingIntent pending) {
        AlarmManager alarms = (AlarmManager) context.getSystemService(Context.ALARM_SERVICE);
        if (alarms != null) {
            alarms.set(type, at, pending);
        }
    }

    static long nextNight(long now) {
        Calendar c = Calendar.getInstance();
        c.setTimeInMillis(now);
        c.set(Calendar.HOUR_OF_DAY, 3);
        c.set(Calendar.MINUTE, 30);
        c.set(Calendar.SECOND, 0);
        if (c.getTimeInMillis() <= now) {
            c.add(Calendar.DAY_OF_MONTH, 1);
        }
        return c.getTimeInMillis();
    }
}
