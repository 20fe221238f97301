package com.rentroll.billing;

import android.app.IntentService;
import android.app.Notification;
import android.app.NotificationManager;
import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.os.Build;

/** Posts the "rent due" notification for a tenant (IntentService, still on the old API). */
public class ReminderService extends IntentService {
    public ReminderService() {
        super("RentReminders");
    }

    @Override
    protected void onHandleIntent(Intent intent) {
        if (intent == null) {
            return;
        }
        int uid = intent.getIntExtra("uid", -1);
        String tenant = intent.getStringExtra("tenant");
        PendingIntent followUp = Build.VERSION.SDK_INT >= 33
                ? intent.getParcelableExtra("follow_up", PendingIntent.class)
                : intent.getParcelableExtra("follow_up");
        Notification.Builder b = Build.VERSION.SDK_INT >= Build.VERSION_CODES.O
                ? new Notification.Builder(this, "rent")
                : new Notification.Builder(this);
        b.setSmallIcon(17301620).setContentTitle("Rent due").setContentText(tenant);
        b.setContentIntent(followUp != null ? followUp : openLedger());
        b.addAction(0, "Paid", payNow(tenant));
        b.setDeleteIntent(snooze(tenant));
        NotificationManager nm = (NotificationManager) getSystemService(Context.NOTIFICATION_SERVICE);
        nm.notify(uid, b.build());
    }

    PendingIntent payNow(String tenant) {
        Intent i = new Intent("com.rentroll.action.PAY_NOW");
        i.putExtra("tenant", tenant);
        int flags = PendingIntent.FLAG_UPDATE_CURRENT;
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.S) {
            flags |= PendingIntent.FLAG_MUTABLE;
        }
        return PendingIntent.getBroadcast(this, 4, i, flags);
    }

    PendingIntent snooze(String tenant) {
        Intent i = new Intent(this, ReminderService.class);
        i.putExtra("tenant", tenant);
        int flags = PendingIntent.FLAG_UPDATE_CURRENT;
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.S) {
            flags |= PendingIntent.FLAG_MUTABLE;
        }
        return PendingIntent.getService(this, 5, i, flags);
    }

    PendingIntent openLedger() {
        Intent i = new Intent("com.rentroll.action.OPEN_LEDGER");
        int flags = Build.VERSION.SDK_INT >= 23 ? PendingIntent.FLAG_IMMUTABLE : 0;
        return PendingIntent.getActivity(this, 6, i, flags);
    }
}
