package com.example.tke;

import android.app.PendingIntent;
import android.os.Bundle;

// Response Bundles (CETP v2 §4.2, §4.3, §5).
final class Replies {
    private Replies() {}

    static Bundle error(String requestId, String code, String message, boolean retryable) {
        Bundle b = new Bundle();
        b.putString("status", "error");
        b.putInt("protocol_version", 2);
        b.putString("request_id", requestId);
        b.putString("error_code", code);
        b.putString("error_message", message);
        b.putBoolean("retryable", retryable);
        return b;
    }

    static Bundle needsUser(String requestId, PendingIntent resolution, String resumeToken) {
        Bundle b = error(requestId, "USER_ACTION_REQUIRED", "confirm this in the app", false);
        b.putParcelable("resolution", resolution);
        b.putString("resume_token", resumeToken);
        return b;
    }

    static Bundle success(String requestId, String data) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putInt("protocol_version", 2);
        b.putString("request_id", requestId);
        b.putString("data", data);
        return b;
    }

    static Bundle negotiated(Session s) {
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putString("data", "{\"selected_version\":2,\"provider_id\":\"com.example.tke\",\"session_token\":\""
                + s.token + "\",\"capabilities\":[],\"limits\":{\"max_request_bytes\":65536,"
                + "\"max_inline_result_bytes\":262144,\"max_concurrent_requests\":4,"
                + "\"idempotency_window_seconds\":86400}}");
        return b;
    }
}
