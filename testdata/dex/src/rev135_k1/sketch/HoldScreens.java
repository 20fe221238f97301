package com.fernhill.lend;

import android.app.PendingIntent;
import android.content.Context;

/** The holds provider's resolutions: the fine payment confirmation and the county card link. */
public final class HoldScreens implements ScreenPolicy {
    private final Context context;

    public HoldScreens(Context context) {
        this.context = context;
    }

    @Override
    public PendingIntent confirm(String token, String prompt) {
        return Resolutions.open(context, PayFineActivity.class, token, prompt,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    @Override
    public PendingIntent authorize(String token, String prompt) {
        return Resolutions.openComponent(context, Screens.CARD_LINK, token, prompt);
    }
}
