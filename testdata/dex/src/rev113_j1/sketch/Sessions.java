package com.kiteframe.sync;

import android.util.Base64;
import java.security.SecureRandom;
import java.util.concurrent.ConcurrentHashMap;

/** negotiate's session tokens for the sync provider: random, bound to the uid that negotiated, one hour. */
final class Sessions {
    private static final long TTL_MS = 60 * 60 * 1000L;

    private final SecureRandom random = new SecureRandom();
    private final ConcurrentHashMap<String, Session> live = new ConcurrentHashMap<>();

    String open(int uid) {
        byte[] raw = new byte[32];
        random.nextBytes(raw);
        String token = Base64.encodeToString(raw, Base64.URL_SAFE | Base64.NO_WRAP | Base64.NO_PADDING);
        live.put(token, new Session(uid, System.currentTimeMillis() + TTL_MS));
        return token;
    }

    boolean isValid(String token, int uid) {
        if (token == null) {
            return false;
        }
        Session s = live.get(token);
        return s != null && s.uid == uid && s.expiresAt > System.currentTimeMillis();
    }

    static final class Session {
        final int uid;
        final long expiresAt;

        Session(int uid, long expiresAt) {
            this.uid = uid;
            this.expiresAt = expiresAt;
        }
    }
}
