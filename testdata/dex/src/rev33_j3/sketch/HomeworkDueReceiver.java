package com.example.r33j3;

import android.app.Notification;
import android.app.NotificationManager;
import android.app.PendingIntent;
import android.content.BroadcastReceiver;
import android.content.Context;
import android.content.Intent;
import io.classkit.pending.Pendings;

public final class HomeworkDueReceiver extends BroadcastReceiver {
    static final String ACTION_HOMEWORK_DONE = "com.example.r33j3.HOMEWORK_DONE";

    @Override
    public void onReceive(Context context, Intent intent) {
        String assignment = intent.getStringExtra("assignment");
        Intent done = new Intent(ACTION_HOMEWORK_DONE).putExtra("assignment", assignment);
        PendingIntent doneAction = Pendings.broadcast(context, 7, done, PendingIntent.FLAG_IMMUTABLE);
        Notification n = new Notification.Builder(context)
                .setSmallIcon(android.R.drawable.ic_menu_agenda)
                .setContentTitle("Due tomorrow: " + assignment)
                .addAction(new Notification.Action.Builder(android.R.drawable.checkbox_on_background, "Done", doneAction).build())
                .build();
        context.getSystemService(NotificationManager.class).notify(7, n);
    }
}
