package com.cs;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;

/** Turns an Outcome into the reply Bundle; the resolution opens the outcome's screen. */
final class Replies {
    private Replies() {}

    static Bundle reply(Context context, Outcome outcome) {
        Bundle out = new Bundle();
        out.putString("error_code", outcome.code);
        out.putString("error_message", "Confirm on the device.");
        if (outcome.screen == null) {
            return out;
        }
        Intent intent = new Intent().setComponent(outcome.screen).putExtra("token", outcome.token);
        out.putParcelable("resolution", PendingIntent.getActivity(context, 0, intent,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT));
        out.putString("resume_token", outcome.token);
        return out;
    }
}
