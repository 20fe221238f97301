package com.example.r30j2;

import android.app.PendingIntent;
import android.content.ComponentName;
import android.content.Context;
import android.content.Intent;

interface Resolving {
    Context context();
    default PendingIntent resolution(String action) {
        Intent confirm = new Intent(action);
        confirm.setComponent(target(context()));
        return PendingIntent.getActivity(context(), 0, confirm,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_ONE_SHOT);
    }
    default ComponentName target(Context c) {
        return new ComponentName(c, ConfirmActivity.class);
    }
    static PendingIntent stack(Context c, Intent... steps) {
        return PendingIntent.getActivities(c, 0, steps, PendingIntent.FLAG_IMMUTABLE);
    }
}
