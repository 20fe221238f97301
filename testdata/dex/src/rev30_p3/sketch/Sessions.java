package com.example.r30p3;

import android.util.Base64;
import java.security.SecureRandom;
import java.util.concurrent.ConcurrentHashMap;

final class Sessions {
    private static final SecureRandom RNG = new SecureRandom();
    private static final ConcurrentHashMap<String, Integer> LIVE = new ConcurrentHashMap<>();

    private Sessions() {
    }

    static String open(int uid) {
        byte[] b = new byte[24];
        RNG.nextBytes(b);
        String token = Base64.encodeToString(b, 11);
        LIVE.put(token, uid);
        return token;
    }

    static boolean check(String token, int uid) {
        if (token == null) {
            return false;
        }
        Integer owner = LIVE.get(token);
        return owner != null && owner == uid;
    }
}
