package com.example.r33j2;

import android.os.SystemClock;
import android.util.Base64;
import java.security.SecureRandom;
import java.util.HashMap;
import java.util.Map;

// Single-use resume tokens bound to the caller and the original args.
final class Resumes {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Map<String, Grant> OPEN = new HashMap<>();

    private Resumes() {
    }

    static synchronized String issue(int uid, String args) {
        byte[] raw = new byte[24];
        RANDOM.nextBytes(raw);
        String token = Base64.encodeToString(raw, Base64.NO_WRAP | Base64.URL_SAFE);
        OPEN.put(token, new Grant(uid, args, SystemClock.elapsedRealtime() + 600_000L));
        return token;
    }

    static synchronized boolean redeem(String token, int uid, String args) {
        Grant g = OPEN.remove(token);
        return g != null && g.uid == uid && g.args.equals(args) && SystemClock.elapsedRealtime() < g.expiresAt;
    }

    private static final class Grant {
        private final int uid;
        private final String args;
        private final long expiresAt;

        private Grant(int uid, String args, long expiresAt) {
            this.uid = uid;
            this.args = args;
            this.expiresAt = expiresAt;
        }
    }
}
