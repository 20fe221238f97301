package io.classkit.sync;

import android.app.AlarmManager;
import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

// classkit-sync 2.1: retries a failed sync through an alarm that starts the app's sync service.
public final class SyncKit {
    public static final String ACTION_RETRY = "io.classkit.sync.RETRY";

    private SyncKit() {
    }

    public static void scheduleRetry(Context context, long delayMs) {
        AlarmManager alarms = (AlarmManager) context.getSystemService(Context.ALARM_SERVICE);
        alarms.set(AlarmManager.RTC_WAKEUP, System.currentTimeMillis() + delayMs, retryIntent(context));
    }

    public static boolean retryScheduled(Context context) {
        return PendingIntent.getService(context, 0, new Intent(ACTION_RETRY),
                PendingIntent.FLAG_MUTABLE | PendingIntent.FLAG_NO_CREATE) != null;
    }

    static PendingIntent retryIntent(Context context) {
        return PendingIntent.getService(context, 0, new Intent(ACTION_RETRY),
                PendingIntent.FLAG_MUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }
}
