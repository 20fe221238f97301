package com.inkwell.notes.cetp;

import java.security.SecureRandom;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Negotiated sessions of one provider: random tokens bound to the calling UID; they end with the process. */
public final class Sessions {
    static final class Session {
        final int uid;
        final long expiresAt;

        Session(int uid, long expiresAt) {
            this.uid = uid;
            this.expiresAt = expiresAt;
        }
    }

    private final Map<String, Session> live = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();

    public String open(int uid, long expiresAt) {
        byte[] raw = new byte[32];
        random.nextBytes(raw);
        String token = Json.hex(raw);
        live.put(token, new Session(uid, expiresAt));
        return token;
    }

    public boolean valid(String token, int uid) {
        if (token == null) {
            return false;
        }
        Session s = live.get(token);
        if (s == null) {
            return false;
        }
        if (s.expiresAt < System.currentTimeMillis()) {
            live.remove(token);
            return false;
        }
        return s.uid == uid;
    }
}
