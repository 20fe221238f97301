package com.tp;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

/** A prompt whose screen lets the user edit the request: configure() (run by Prompt's constructor) makes it editable. */
public final class EditPrompt extends Prompt {
    private boolean editable;

    public EditPrompt() {
        super();
    }

    @Override
    protected void configure() {
        editable = true;
    }

    public void lock() {
        editable = false;
    }

    public PendingIntent toIntent(Context ctx, String resumeToken) {
        Intent intent = new Intent(ctx, ConfirmActivity.class);
        intent.putExtra("resume_token", resumeToken);
        int flags = editable ? PendingIntent.FLAG_MUTABLE | PendingIntent.FLAG_UPDATE_CURRENT
                : PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT;
        return PendingIntent.getActivity(ctx, 0, intent, flags);
    }
}
