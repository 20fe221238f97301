package com.seedvault.notify;

import android.app.Service;
import android.content.Intent;
import android.os.IBinder;

/** Foreground sync of the swap catalog. */
public class SyncService extends Service {
    @Override
    public int onStartCommand(Intent intent, int flags, int startId) {
        startForeground(7, Reminders.build(this));
        return 2;
    }

    @Override
    public IBinder onBind(Intent intent) {
        return null;
    }
}
