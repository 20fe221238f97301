package com.relaykit.home.devices;

import android.app.Notification;
import android.app.NotificationManager;
import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

/** Posts the notification for an alert the hub pushed. */
public final class AlertNotifier {
    public static final String ACTION_OPEN_ALERTS = "com.relaykit.home.action.OPEN_ALERTS";
    public static final String ACTION_SNOOZE = "com.relaykit.home.action.SNOOZE_ALERT";
    public static final String EXTRA_ALERT_ID = "com.relaykit.home.extra.ALERT_ID";
    private static final String CHANNEL = "hub_alerts";

    private final Context context;

    public AlertNotifier(Context context) {
        this.context = context;
    }

    public void showHubAlert(long alertId, String deviceName, String message) {
        Intent open = new Intent(ACTION_OPEN_ALERTS).putExtra(EXTRA_ALERT_ID, alertId);
        PendingIntent content = activity((int) alertId, open,
                PendingIntent.FLAG_UPDATE_CURRENT | PendingIntent.FLAG_MUTABLE);
        Intent snooze = new Intent(context, HubEventReceiver.class)
                .setAction(ACTION_SNOOZE)
                .putExtra(EXTRA_ALERT_ID, alertId);
        PendingIntent snoozeAction = PendingIntent.getBroadcast(context, (int) alertId, snooze,
                PendingIntent.FLAG_UPDATE_CURRENT | PendingIntent.FLAG_MUTABLE);
        Notification n = new Notification.Builder(context, CHANNEL)
                .setSmallIcon(android.R.drawable.stat_sys_warning)
                .setContentTitle(deviceName)
                .setContentText(message)
                .setContentIntent(content)
                .addAction(0, "Snooze 1 h", snoozeAction)
                .setAutoCancel(true)
                .build();
        NotificationManager nm = (NotificationManager) context.getSystemService(Context.NOTIFICATION_SERVICE);
        nm.notify((int) alertId, n);
    }

    /** A plain status notification, without an action. */
    public void announce(String title, String text) {
        Notification n = new Notification.Builder(context, CHANNEL)
                .setSmallIcon(android.R.drawable.stat_sys_warning)
                .setContentTitle(title)
                .setContentText(text)
                .build();
        NotificationManager nm = (NotificationManager) context.getSystemService(Context.NOTIFICATION_SERVICE);
        nm.notify(title.hashCode(), n);
    }

    private PendingIntent activity(int requestCode, Intent intent, int flags) {
        return PendingIntent.getActivity(context, requestCode, intent, flags);
    }
}
