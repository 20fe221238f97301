package com.shelfcity.core;

import android.app.PendingIntent;
import android.database.Cursor;
import android.os.Bundle;

public final class Replies {
    private Replies() {}

    public static Bundle ok(String json) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", 2);
        b.putString("data", "{\"kind\":\"inline\",\"value\":" + json + "}");
        return b;
    }

    public static Bundle count(Cursor c) {
        int n = c.getCount();
        c.close();
        return ok("{\"count\":" + n + "}");
    }

    public static Bundle file() {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", 2);
        b.putString("data", "{\"kind\":\"file\",\"media_type\":\"application/json\"}");
        return b;
    }

    public static Bundle accepted(String operationId) {
        Bundle b = new Bundle();
        b.putString("status", "accepted");
        b.putInt("protocol_version", 2);
        b.putString("data", "{\"operation_id\":\"" + operationId + "\",\"poll_after_ms\":1000}");
        return b;
    }

    public static Bundle error(String code, String message) {
        Bundle b = new Bundle();
        b.putString("status", "error");
        b.putInt("protocol_version", 2);
        b.putString("error_code", code);
        b.putString("error_message", message);
        b.putBoolean("retryable", false);
        return b;
    }

    public static Bundle needsUser(PendingIntent resolution, String resumeToken) {
        Bundle b = error("USER_ACTION_REQUIRED", "please confirm in ShelfCity");
        b.putParcelable("resolution", resolution);
        b.putString("resume_token", resumeToken);
        return b;
    }
}
