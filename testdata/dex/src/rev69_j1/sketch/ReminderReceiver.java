package com.pawclinic.notify;

import android.content.BroadcastReceiver;
import android.content.Context;
import android.content.Intent;

/** Receives the reminder alarm and posts the notification. */
public class ReminderReceiver extends BroadcastReceiver {
    @Override
    public void onReceive(Context ctx, Intent intent) {
        Reminders.notifyDue(ctx);
    }
}
