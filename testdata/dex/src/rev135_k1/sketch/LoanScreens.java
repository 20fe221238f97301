package com.fernhill.lend;

import android.app.PendingIntent;
import android.content.Context;

/** The loans provider's resolutions: Fernhill's lost-book confirmation and its own sign-in. */
public final class LoanScreens implements ScreenPolicy {
    private final Context context;

    public LoanScreens(Context context) {
        this.context = context;
    }

    @Override
    public PendingIntent confirm(String token, String prompt) {
        return Resolutions.open(context, LostBookActivity.class, token, prompt);
    }

    @Override
    public PendingIntent authorize(String token, String prompt) {
        return Resolutions.openComponent(context, Screens.SIGN_IN, token, prompt);
    }
}
