package com.cf;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;

/** The resolution a tool answers when the user must confirm. */
final class Resolutions {
    private Resolutions() {
    }

    /** Opens a Screen: the flags are the ones its constructor was given. */
    static Bundle ask(Context context, Screen screen, String token) {
        Intent intent = new Intent("com.cf.CONFIRM").setClassName(screen.pkg(), screen.cls()).putExtra("token", token);
        PendingIntent pi = PendingIntent.getActivity(context, 1, intent, screen.flags());
        Bundle out = new Bundle();
        out.putString("error_code", "USER_ACTION_REQUIRED");
        out.putParcelable("resolution", pi);
        out.putString("resume_token", token);
        return out;
    }

    /** Shows a Card, the same hand-over: every Card is constructed with FLAG_IMMUTABLE. */
    static Bundle show(Context context, Card card, String token) {
        Intent intent = new Intent("com.cf.CONFIRM").setClassName(card.pkg(), card.cls()).putExtra("token", token);
        PendingIntent pi = PendingIntent.getActivity(context, 2, intent, card.flags());
        Bundle out = new Bundle();
        out.putString("error_code", "USER_ACTION_REQUIRED");
        out.putParcelable("resolution", pi);
        out.putString("resume_token", token);
        return out;
    }
}
