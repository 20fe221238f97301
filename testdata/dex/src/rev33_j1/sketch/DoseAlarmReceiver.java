package com.example.r33j1;

import android.content.BroadcastReceiver;
import android.content.Context;
import android.content.Intent;

public final class DoseAlarmReceiver extends BroadcastReceiver {
    @Override
    public void onReceive(Context context, Intent intent) {
        int id = intent.getIntExtra("reminder_id", 0);
        if (DoseAlarms.snoozePending(context, id)) {
            return;
        }
        if (intent.getBooleanExtra("snooze", false)) {
            DoseAlarms.snooze(context, id, System.currentTimeMillis() + 600_000L);
            return;
        }
        DoseNotifier.show(context, id, intent.getStringExtra("drug"));
    }
}
