package com.plotshare.core;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import com.plotshare.ui.ConfirmActivity;

/** The resolution screen: PlotShare's own ConfirmActivity, explicit and immutable. */
public final class Screens {
    private Screens() {
    }

    public static PendingIntent confirm(Context ctx, String what) {
        Intent i = new Intent(ctx, ConfirmActivity.class);
        i.putExtra("what", what);
        return PendingIntent.getActivity(ctx, 0, i, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }
}
