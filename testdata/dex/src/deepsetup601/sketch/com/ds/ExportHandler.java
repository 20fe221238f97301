package com.ds;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

/** Exports the desk after the user confirms; the confirmation PendingIntent is immutable. */
final class ExportHandler implements Handler {
    private final Context context;

    ExportHandler(Context context) {
        this.context = context;
    }

    @Override
    public Object onRequest(String tool) {
        if (!"export_desk".equals(tool)) {
            return null;
        }
        Intent confirm = new Intent(context, ConfirmActivity.class);
        return PendingIntent.getActivity(context, 2, confirm, PendingIntent.FLAG_IMMUTABLE);
    }
}
