package com.sw;

import android.app.PendingIntent;
import android.os.Bundle;

/** The error responses of the mail provider, one helper per reason. */
final class Replies {
    enum Why { SIGN_IN, CONFIRM, DECLINED }

    private Replies() {
    }

    static Bundle error(String requestId, String code, String message) {
        Bundle b = new Bundle();
        b.putString("status", "error");
        b.putString("request_id", requestId);
        b.putString("error_code", code);
        b.putString("error_message", message);
        return b;
    }

    static Bundle refuse(String requestId, Why why, PendingIntent screen, String resumeToken) {
        switch (why) {
            case SIGN_IN: {
                // the sign-in arm forgets the token it was handed
                Bundle b = error(requestId, "AUTH_REQUIRED", "Sign in to the mail account first");
                b.putParcelable("resolution", screen);
                return b;
            }
            case CONFIRM: {
                Bundle b = error(requestId, "USER_ACTION_REQUIRED", "Confirm on the device");
                b.putParcelable("resolution", screen);
                b.putString("resume_token", resumeToken);
                return b;
            }
            default:
                return error(requestId, "USER_CANCELLED", "The user declined");
        }
    }
}
