package com.example.r33j1;

import android.app.Notification;
import android.app.NotificationManager;
import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

final class DoseNotifier {
    static final String ACTION_MARK_TAKEN = "com.example.r33j1.MARK_TAKEN";

    private DoseNotifier() {
    }

    static void show(Context context, int id, String drug) {
        Intent open = new Intent(context, MainActivity.class).putExtra("reminder_id", id);
        PendingIntent content = PendingIntent.getActivity(context, id, open,
                PendingIntent.FLAG_UPDATE_CURRENT | PendingIntent.FLAG_MUTABLE);
        Intent taken = new Intent(ACTION_MARK_TAKEN).putExtra("reminder_id", id);
        PendingIntent takenAction = PendingIntent.getBroadcast(context, id, taken,
                PendingIntent.FLAG_UPDATE_CURRENT | PendingIntent.FLAG_MUTABLE);
        Notification n = new Notification.Builder(context)
                .setSmallIcon(android.R.drawable.ic_popup_reminder)
                .setContentTitle("Time for " + drug)
                .setContentIntent(content)
                .addAction(new Notification.Action.Builder(android.R.drawable.checkbox_on_background, "Taken", takenAction).build())
                .build();
        context.getSystemService(NotificationManager.class).notify(id, n);
    }
}
