package com.rf;

import android.os.Bundle;
import android.util.Base64;
import java.security.SecureRandom;

/** Response bundles (spec 4) and resume tokens. */
final class Replies {
    private static final SecureRandom RANDOM = new SecureRandom();

    private Replies() {}

    static Bundle needsUser(String requestId) {
        Bundle b = new Bundle();
        b.putInt("protocol_version", 2);
        b.putString("request_id", requestId);
        b.putBoolean("ok", false);
        b.putString("error_code", "USER_ACTION_REQUIRED");
        b.putString("error_message", "Confirm on the device");
        return b;
    }

    static String token() {
        byte[] raw = new byte[32];
        RANDOM.nextBytes(raw);
        return Base64.encodeToString(raw, Base64.NO_WRAP);
    }
}
