package com.greenwick.garden.confirm;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

/** The confirmation action, addressed to one screen class of this app. */
public final class ExplicitResolutions implements ResolutionFactory {
    private final Context context;
    private final String action;
    private final Class<?> screen;

    public ExplicitResolutions(Context context, String action, Class<?> screen) {
        this.context = context;
        this.action = action;
        this.screen = screen;
    }

    @Override
    public PendingIntent create(String approvalKey) {
        Intent intent = new Intent(action);
        intent.setClass(context, screen);
        intent.putExtra(ConfirmActivity.EXTRA_KEY, approvalKey);
        return PendingIntent.getActivity(context, approvalKey.hashCode(), intent,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }
}
