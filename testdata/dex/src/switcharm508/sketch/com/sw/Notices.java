package com.sw;

import android.app.PendingIntent;
import android.os.Bundle;

/** The digest tools' refusals: their callers add the resume token themselves. */
final class Notices {
    enum Reason { SIGN_IN, SKIPPED }

    private Notices() {
    }

    static Bundle refuse(String requestId, Reason reason, PendingIntent screen) {
        switch (reason) {
            case SIGN_IN: {
                Bundle b = Replies.error(requestId, "AUTH_REQUIRED", "Sign in to the digest service first");
                b.putParcelable("resolution", screen);
                return b;
            }
            default:
                return Replies.error(requestId, "USER_CANCELLED", "The digest was skipped");
        }
    }
}
