package io.classkit.pending;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

// classkit-pending 1.4: PendingIntent helpers shared by the Classbook apps.
public final class Pendings {
    private Pendings() {
    }

    public static PendingIntent broadcast(Context context, int requestCode, Intent intent, int flags) {
        return PendingIntent.getBroadcast(context, requestCode, intent, flags | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    public static PendingIntent activity(Context context, int requestCode, Intent intent, int flags) {
        return PendingIntent.getActivity(context, requestCode, intent, flags | PendingIntent.FLAG_UPDATE_CURRENT);
    }
}
