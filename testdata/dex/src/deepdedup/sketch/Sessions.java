package com.example.hdd;

import android.util.Base64;
import java.security.SecureRandom;
import java.util.concurrent.ConcurrentHashMap;

// Session tokens from SecureRandom, each bound to the UID that negotiated it.
final class Sessions {
    private static final SecureRandom RNG = new SecureRandom();
    private static final ConcurrentHashMap<String, Integer> LIVE = new ConcurrentHashMap<>();

    private Sessions() {
    }

    static String open(int uid) {
        byte[] b = new byte[24];
        RNG.nextBytes(b);
        String t = Base64.encodeToString(b, Base64.URL_SAFE | Base64.NO_WRAP | Base64.NO_PADDING);
        LIVE.put(t, uid);
        return "{\"selected_version\":2,\"session_token\":\"" + t + "\"}";
    }

    static boolean check(String token, int uid) {
        if (token == null) {
            return false;
        }
        Integer owner = LIVE.get(token);
        return owner != null && owner == uid;
    }
}
