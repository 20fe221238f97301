package com.lumenhaus.cetp;

import android.app.PendingIntent;
import android.content.Context;

/** Makes the PendingIntent that a USER_ACTION_REQUIRED answer carries. */
public interface ResolutionFactory {
    PendingIntent create(Context context, String ticket, int requestCode);
}
