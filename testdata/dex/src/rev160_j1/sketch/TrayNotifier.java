package com.larder.kitchen.notify;

import android.app.Notification;
import android.app.NotificationChannel;
import android.app.NotificationManager;
import android.content.Context;

/** Notifier that posts to the notification tray (no tap action: the notes only inform). */
public final class TrayNotifier implements Notifier {
    private static final String CHANNEL = "assistant";
    private static final int ID_DISCARDED = 1;
    private static final int ID_ORDER = 2;

    private final Context context;

    public TrayNotifier(Context context) {
        this.context = context;
    }

    @Override
    public void itemsDiscarded(int count) {
        post(ID_DISCARDED, "Pantry tidied", count + " expired items were marked as thrown away");
    }

    @Override
    public void orderPlaced(String listName, String orderId) {
        post(ID_ORDER, "Order placed", "Your assistant ordered \"" + listName + "\"");
    }

    private void post(int id, String title, String text) {
        NotificationManager nm = context.getSystemService(NotificationManager.class);
        nm.createNotificationChannel(new NotificationChannel(CHANNEL, "Assistant actions",
                NotificationManager.IMPORTANCE_LOW));
        Notification n = new Notification.Builder(context, CHANNEL)
                .setSmallIcon(context.getApplicationInfo().icon)
                .setContentTitle(title)
                .setContentText(text)
                .setAutoCancel(true)
                .build();
        nm.notify(id, n);
    }
}
