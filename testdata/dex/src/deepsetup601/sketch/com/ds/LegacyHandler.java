package com.ds;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

/** A handler nothing constructs any more (the desk dropped it): its mutable PendingIntent is never made. */
final class LegacyHandler implements Handler {
    private final Context context;

    LegacyHandler(Context context) {
        this.context = context;
    }

    @Override
    public Object onRequest(String tool) {
        Intent confirm = new Intent(context, ConfirmActivity.class);
        return PendingIntent.getActivity(context, 3, confirm, PendingIntent.FLAG_MUTABLE);
    }
}
