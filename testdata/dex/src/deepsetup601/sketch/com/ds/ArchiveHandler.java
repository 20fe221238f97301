package com.ds;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

/** Archives the desk after the user confirms; the confirmation PendingIntent is mutable (CETP601). */
final class ArchiveHandler implements Handler {
    private final Context context;

    ArchiveHandler(Context context) {
        this.context = context;
    }

    @Override
    public Object onRequest(String tool) {
        if (!"archive_desk".equals(tool)) {
            return null;
        }
        Intent confirm = new Intent(context, ConfirmActivity.class);
        return PendingIntent.getActivity(context, 1, confirm, PendingIntent.FLAG_MUTABLE);
    }
}
