package com.curbpass.meter;

import android.app.PendingIntent;
import android.os.Bundle;

final class Replies {
    private Replies() {}

    static Bundle ok(String json) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", 2);
        b.putString("data", json);
        return b;
    }

    static Bundle error(String code, String message) {
        Bundle b = new Bundle();
        b.putString("status", "error");
        b.putInt("protocol_version", 2);
        b.putString("error_code", code);
        b.putString("error_message", message);
        return b;
    }

    static Bundle needsUser(PendingIntent pi, String resumeToken) {
        Bundle b = error("USER_ACTION_REQUIRED", "confirm on the phone");
        b.putParcelable("resolution", pi);
        b.putString("resume_token", resumeToken);
        return b;
    }
}
