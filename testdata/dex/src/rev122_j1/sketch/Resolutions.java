package com.keyholder.cetp;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

/** The one place the app turns a confirmation screen's Intent into a resolution PendingIntent. */
public final class Resolutions {
    private Resolutions() {
    }

    public static PendingIntent forScreen(Context context, Intent screen, String resumeToken, int flags) {
        screen.putExtra(Cetp.EXTRA_RESUME_TOKEN, resumeToken);
        return PendingIntent.getActivity(context, resumeToken.hashCode(), screen, flags);
    }
}
