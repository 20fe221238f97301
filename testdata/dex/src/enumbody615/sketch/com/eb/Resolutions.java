package com.eb;

import android.app.PendingIntent;
import android.content.Context;
import android.os.Bundle;

/** The resolution a tool answers when the user must confirm. */
final class Resolutions {
    private Resolutions() {
    }

    /** The Intent is the screen constant's own; the flags are each caller's. */
    static PendingIntent pending(Context context, Screen screen, int flags) {
        return PendingIntent.getActivity(context, screen.ordinal(), screen.intent(), flags);
    }

    static PendingIntent form(Context context, Form form, int flags) {
        return PendingIntent.getActivity(context, form.ordinal(), form.intent(), flags);
    }

    static Bundle ask(PendingIntent pi, String token) {
        Bundle out = new Bundle();
        out.putString("error_code", "USER_ACTION_REQUIRED");
        out.putParcelable("resolution", pi);
        out.putString("resume_token", token);
        return out;
    }
}
