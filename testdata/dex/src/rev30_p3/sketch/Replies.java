package com.example.r30p3;




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
}
