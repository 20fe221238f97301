package com.shotbook.booking;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Remembers the next appointment to remind the patient of. */
public class ReminderService extends Service {
    @Override
    public int onStartCommand(Intent intent, int flags, int startId) {
        long id = intent.getLongExtra("appointment_id", -1L);
        getSharedPreferences("reminders", MODE_PRIVATE).edit().putLong("next", id).apply();
        stopSelf(startId);
        return START_NOT_STICKY;
    }

    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
