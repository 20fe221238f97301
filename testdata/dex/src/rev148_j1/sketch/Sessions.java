package com.lumenhall.hub.cetp;

import java.security.SecureRandom;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** Negotiated sessions of one provider, bound to the UID that negotiated them; lost when the process dies. */
public final class Sessions {
    public static final long TTL_MS = 60L * 60L * 1000L;

    static final class Session {
        final int uid;
        final long expiresAt;
        final Set<String> capabilities;

        Session(int uid, long expiresAt, Set<String> capabilities) {
            this.uid = uid;
            this.expiresAt = expiresAt;
            this.capabilities = capabilities;
        }
    }

    private final SecureRandom random = new SecureRandom();
    private final Map<String, Session> live = new ConcurrentHashMap<>();

    public String open(int uid, Set<String> capabilities, long now) {
        byte[] raw = new byte[32];
        random.nextBytes(raw);
        String token = Tokens.hex(raw);
        live.put(Tokens.sha256Hex(token), new Session(uid, now + TTL_MS, capabilities));
        return token;
    }

    /** The capabilities of the caller's own live session named by token; null when there is none. */
    public Set<String> admit(String token, int uid, long now) {
        if (token == null) {
            return null;
        }
        String key = Tokens.sha256Hex(token);
        Session session = live.get(key);
        if (session == null || session.uid != uid) {
            return null;
        }
        if (now >= session.expiresAt) {
            live.remove(key);
            return null;
        }
        return session.capabilities;
    }
}
