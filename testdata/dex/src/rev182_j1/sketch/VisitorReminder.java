package com.ridgeway.doorhub.doorbell;

import android.app.AlarmManager;
import android.app.PendingIntent;
import android.content.Context;

import com.ridgeway.doorhub.di.AppModule;

/** Alarms around the door: a reminder when a ring went unanswered, and the auto-lock timer after an unlock. */
public class VisitorReminder {
    static final long REMIND_AFTER_MS = 5L * 60L * 1000L;

    private final Context context;
    private final AlarmManager alarms;

    public VisitorReminder(Context context, AlarmManager alarms) {
        this.context = context;
        this.alarms = alarms;
    }

    public void remindAboutVisitor() {
        PendingIntent reminder = AppModule.provideVisitorReminder(context);
        alarms.set(AlarmManager.RTC_WAKEUP, System.currentTimeMillis() + REMIND_AFTER_MS, reminder);
    }

    public void scheduleAutoLock(String lockId, int seconds) {
        if (seconds <= 0) {
            return;
        }
        PendingIntent relock = AppModule.provideAutoLockAlarm(context, lockId);
        alarms.set(AlarmManager.RTC_WAKEUP, System.currentTimeMillis() + seconds * 1000L, relock);
    }
}
