package com.example.tsk;

import android.os.Bundle;

final class Replies {
    static Bundle ok() {
        Bundle b = new Bundle();
        b.putString("status", "ok");
        return b;
    }

    static Bundle error(String message) {
        Bundle b = new Bundle();
        b.putString("error_code", "INVALID_REQUEST");
        b.putString("error_message", message);
        return b;
    }

    static Bundle needsUser(String resumeToken) {
        Bundle b = new Bundle();
        b.putString("error_code", "USER_ACTION_REQUIRED");
        b.putString("resume_token", resumeToken);
        return b;
    }
}
