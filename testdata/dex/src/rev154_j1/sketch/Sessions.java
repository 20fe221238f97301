package com.halyard.vault.cetp;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Negotiated sessions of one provider, by the SHA-256 of their token; they end with the process. */
public final class Sessions {
    private static final long TTL_MS = 60L * 60L * 1000L;

    private final Map<String, Session> open = new ConcurrentHashMap<>();

    public Session open(int uid, List<String> capabilities) {
        String token = Digests.randomToken(32);
        Session session = new Session(token, uid, capabilities, System.currentTimeMillis() + TTL_MS);
        open.put(Digests.sha256(token), session);
        return session;
    }

    /** The caller's live session for this token, or null: NEGOTIATION_REQUIRED. */
    public Session admit(String token, int uid) {
        if (token == null || token.isEmpty()) {
            return null;
        }
        Session session = open.get(Digests.sha256(token));
        if (session == null || session.uid != uid) {
            return null;
        }
        if (session.expiresAt <= System.currentTimeMillis()) {
            open.remove(Digests.sha256(token));
            return null;
        }
        return session;
    }

    public static final class Session {
        public final String token;
        public final int uid;
        public final long expiresAt;
        private final List<String> capabilities;

        Session(String token, int uid, List<String> capabilities, long expiresAt) {
            this.token = token;
            this.uid = uid;
            this.capabilities = new ArrayList<>(capabilities);
            this.expiresAt = expiresAt;
        }

        public boolean has(String capability) {
            return capabilities.contains(capability);
        }
    }
}
