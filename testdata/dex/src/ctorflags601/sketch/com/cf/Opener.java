package com.cf;

import android.app.PendingIntent;
import android.content.Context;

/** Opens a confirmation screen for a resume token. */
public interface Opener {
    PendingIntent open(Context context, String token);
}
