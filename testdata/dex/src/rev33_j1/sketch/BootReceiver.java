package com.example.r33j1;

import android.content.BroadcastReceiver;
import android.content.Context;
import android.content.Intent;

public final class BootReceiver extends BroadcastReceiver {
    @Override
    public void onReceive(Context context, Intent intent) {
        if (!Intent.ACTION_BOOT_COMPLETED.equals(intent.getAction())) {
            return;
        }
        PendingResult pending = goAsync();
        new Thread(() -> {
            DoseAlarms.rescheduleAll(context, new Reminders(context).pendingTimes());
            pending.finish();
        }).start();
    }
}
