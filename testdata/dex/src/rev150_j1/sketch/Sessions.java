package com.kestrel.ledger.pipeline;

import com.kestrel.ledger.tools.Tokens;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** The negotiated sessions of one provider, bound to the UID that negotiated them; they die with the process. */
public final class Sessions {
    public static final long TTL_MS = 30L * 60L * 1000L;

    public static final class Session {
        final int uid;
        final long expiresAt;

        Session(int uid, long expiresAt) {
            this.uid = uid;
            this.expiresAt = expiresAt;
        }

        public long expiresAt() {
            return expiresAt;
        }
    }

    private final Map<String, Session> live = new ConcurrentHashMap<>();

    /** A new session for uid; the token is returned once and only its digest is kept. */
    public String open(int uid, long now) {
        String token = Tokens.random(32);
        live.put(Tokens.sha256Hex(token), new Session(uid, now + TTL_MS));
        return token;
    }

    /** The caller's own live session named by token, or null. */
    public Session admit(String token, int uid, long now) {
        if (token == null || token.isEmpty()) {
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
        return session;
    }
}
