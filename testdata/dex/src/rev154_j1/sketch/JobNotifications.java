package com.halyard.vault.jobs;

import android.app.Notification;
import android.app.NotificationChannel;
import android.app.NotificationManager;
import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

/** The worker's foreground notification: what runs, who asked, a tap to the jobs screen and a cancel action. */
final class JobNotifications {
    static final String CHANNEL = "vault_jobs";
    static final String ACTION_SHOW_JOBS = "com.halyard.vault.action.SHOW_JOBS";
    private static final int UPDATABLE = PendingIntent.FLAG_MUTABLE | PendingIntent.FLAG_UPDATE_CURRENT;

    private final Context context;
    private final NotificationManager manager;

    JobNotifications(Context context) {
        this.context = context;
        this.manager = context.getSystemService(NotificationManager.class);
        manager.createNotificationChannel(new NotificationChannel(CHANNEL, "Vault jobs",
                NotificationManager.IMPORTANCE_LOW));
    }

    Notification idle() {
        return base().setContentTitle("Halyard Vault").setContentText("Looking for work").build();
    }

    void show(OperationRow op) {
        Notification notification = base()
                .setContentTitle(titleOf(op.tool))
                .setContentText("Asked for by " + op.ownerPackage)
                .setProgress(0, 0, true)
                .addAction(android.R.drawable.ic_menu_close_clear_cancel, "Cancel", cancelAction(op))
                .build();
        manager.notify(JobWorkerService.NOTIFICATION_ID, notification);
    }

    void finished(OperationRow op, OpStatus status) {
        Notification notification = base()
                .setContentTitle(titleOf(op.tool))
                .setContentText(status.wire)
                .setOngoing(false)
                .build();
        manager.notify(op.opId.hashCode(), notification);
    }

    private Notification.Builder base() {
        return new Notification.Builder(context, CHANNEL)
                .setSmallIcon(android.R.drawable.stat_sys_upload)
                .setOngoing(true)
                .setContentIntent(showJobs());
    }

    private PendingIntent showJobs() {
        Intent intent = new Intent(ACTION_SHOW_JOBS);
        return PendingIntent.getActivity(context, 0, intent, UPDATABLE);
    }

    private PendingIntent cancelAction(OperationRow op) {
        Intent intent = new Intent(context, JobWorkerService.class)
                .setAction(JobWorkerService.ACTION_CANCEL)
                .putExtra(JobWorkerService.EXTRA_OP, op.opId);
        return PendingIntent.getService(context, op.opId.hashCode(), intent, UPDATABLE);
    }

    private static String titleOf(String tool) {
        switch (tool) {
            case "create_snapshot":
                return "Taking a snapshot";
            case "export_snapshot":
                return "Exporting a snapshot";
            case "restore_snapshot":
                return "Restoring a snapshot";
            case "build_report":
                return "Building a report";
            default:
                return "Tidying reports";
        }
    }
}
