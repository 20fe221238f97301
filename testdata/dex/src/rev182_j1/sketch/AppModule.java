package com.ridgeway.doorhub.di;

import android.app.AlarmManager;
import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.content.pm.PackageManager;

import com.ridgeway.doorhub.data.DoorhubDatabase;
import com.ridgeway.doorhub.doorbell.DoorbellReceiver;

import java.io.File;
import java.security.SecureRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** Application-wide bindings (the @Provides methods of AppModule, written out). */
public final class AppModule {
    public static final String ACTION_REMIND_VISITOR = "com.ridgeway.doorhub.action.REMIND_VISITOR";
    public static final String ACTION_AUTO_LOCK = "com.ridgeway.doorhub.action.AUTO_LOCK";

    private AppModule() {
    }

    static DoorhubDatabase provideDatabase(Context context) {
        return new DoorhubDatabase(context);
    }

    static SecureRandom provideSecureRandom() {
        return new SecureRandom();
    }

    static PackageManager providePackageManager(Context context) {
        return context.getPackageManager();
    }

    static AlarmManager provideAlarmManager(Context context) {
        return (AlarmManager) context.getSystemService(Context.ALARM_SERVICE);
    }

    static File provideClipsDir(Context context) {
        return new File(context.getFilesDir(), "clips");
    }

    static ExecutorService provideArchiveExecutor() {
        return Executors.newSingleThreadExecutor();
    }

    /** Alarm that re-posts the "someone rang" reminder; AlarmManager fills in EXTRA_ALARM_COUNT, hence mutable. */
    public static PendingIntent provideVisitorReminder(Context context) {
        Intent reminder = new Intent(ACTION_REMIND_VISITOR);
        return PendingIntent.getBroadcast(context, 41, reminder,
                PendingIntent.FLAG_MUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    /** Alarm that re-locks a door after its auto-lock delay; mutable for the same reason, but aimed at our receiver. */
    public static PendingIntent provideAutoLockAlarm(Context context, String lockId) {
        Intent relock = new Intent(context, DoorbellReceiver.class).setAction(ACTION_AUTO_LOCK);
        relock.putExtra("lock_id", lockId);
        return PendingIntent.getBroadcast(context, 42, relock,
                PendingIntent.FLAG_MUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }
}
