package com.seedvault.notify;

import android.app.NotificationManager;
import android.content.BroadcastReceiver;
import android.content.Context;
import android.content.Intent;

/** Re-posts the swap reminder when it comes due. */
public class SwapDueReceiver extends BroadcastReceiver {
    @Override
    public void onReceive(Context ctx, Intent intent) {
        NotificationManager nm = (NotificationManager) ctx.getSystemService("notification");
        nm.notify(8, Reminders.build(ctx));
    }
}
