package com.seedvault.notify;

import android.app.Notification;
import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

/** Notifications for due swaps and plot chores; not part of the tool providers. */
public final class Reminders {
    static final String CHANNEL = "swaps";

    private Reminders() {
    }

    /** Broadcast to the swap-due receiver, fired when the user dismisses the notification. */
    public static PendingIntent swapDue(Context ctx) {
        Intent i = new Intent("com.seedvault.action.SWAP_DUE");
        return PendingIntent.getBroadcast(ctx, 1, i, PendingIntent.FLAG_MUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    /** Starts the foreground sync service from the notification. */
    public static PendingIntent syncNow(Context ctx) {
        Intent i = new Intent(ctx, SyncService.class);
        return PendingIntent.getForegroundService(ctx, 2, i, PendingIntent.FLAG_MUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    /** Plot chores go to whichever app handles the action (the garden club's calendar). */
    public static PendingIntent plotDue(Context ctx) {
        Intent i = new Intent("com.seedvault.action.PLOT_DUE");
        return PendingIntent.getBroadcast(ctx, 3, i, PendingIntent.FLAG_IMMUTABLE);
    }

    public static Notification build(Context ctx) {
        return new Notification.Builder(ctx, CHANNEL)
                .setContentTitle("Seed swap due")
                .setSmallIcon(17301620)
                .setContentIntent(syncNow(ctx))
                .setDeleteIntent(swapDue(ctx))
                .build();
    }
}
