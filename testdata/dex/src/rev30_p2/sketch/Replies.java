package com.example.r30p2;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;

final class Replies {
    private Replies() {
    }

    static Bundle error(String code, String message) {
        Bundle b = new Bundle();
        b.putString("status", "error");
        b.putString("error_code", code);
        b.putString("error_message", message);
        b.putBoolean("retryable", false);
        b.putInt("protocol_version", 2);
        return b;
    }

    static Bundle success(String json) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", 2);
        b.putString("data", json);
        return b;
    }

    static Bundle negotiated(String sessionToken) {
        return success("{\"selected_version\":2,\"session_token\":\"" + sessionToken + "\"}");
    }

    static Bundle confirm(Context context, String resumeToken) {
        Intent intent = new Intent(context, ConfirmActivity.class);
        Bundle b = error("USER_ACTION_REQUIRED", "confirm in the app");
        b.putParcelable("resolution", PendingIntent.getActivity(context, 0, intent, PendingIntent.FLAG_IMMUTABLE));
        b.putString("resume_token", resumeToken);
        return b;
    }
}
