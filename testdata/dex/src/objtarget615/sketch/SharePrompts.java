package com.ot;

import android.app.PendingIntent;
import android.content.Context;
import android.os.Bundle;

/** Answers USER_ACTION_REQUIRED with a resolution made by the Confirmer it was given (SharesProvider gives it the app's own screen: no finding). */
public final class SharePrompts {
    private final Context context;
    private final Confirmer confirmer;

    public SharePrompts(Context context, Confirmer confirmer) {
        this.context = context;
        this.confirmer = confirmer;
    }

    public Bundle ask(String requestId, String token) {
        Bundle b = Replies.error(requestId, "USER_ACTION_REQUIRED", "Confirm on the device");
        b.putParcelable("resolution", PendingIntent.getActivity(context, 0, confirmer.intent(token),
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT));
        b.putString("resume_token", token);
        return b;
    }
}
