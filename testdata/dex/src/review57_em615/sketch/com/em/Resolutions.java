package com.em;

import android.app.PendingIntent;
import android.content.Context;
import android.os.Bundle;

final class Resolutions {
    private Resolutions() {
    }

    static PendingIntent pending(Context context, Screen screen, int flags) {
        return PendingIntent.getActivity(context, screen.ordinal(), screen.intent(), flags);
    }

    static Bundle ask(PendingIntent pi, String token) {
        Bundle out = new Bundle();
        out.putString("error_code", "USER_ACTION_REQUIRED");
        out.putParcelable("resolution", pi);
        out.putString("resume_token", token);
        return out;
    }
}
