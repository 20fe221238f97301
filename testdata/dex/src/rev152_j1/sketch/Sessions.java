package com.wrenfield.notes.core;

import java.util.Collections;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

/** Negotiated sessions, by the SHA-256 of their token; they die with the process (the Consumer negotiates again). */
public final class Sessions {
    static final long TTL_MS = 60L * 60L * 1000L;

    private final ConcurrentHashMap<String, Session> byDigest = new ConcurrentHashMap<>();
    private final IdSource ids;
    private final Clock clock;

    public Sessions(IdSource ids, Clock clock) {
        this.ids = ids;
        this.clock = clock;
    }

    public Session open(int uid, List<String> capabilities) {
        String token = ids.next();
        Session session = new Session(token, uid, capabilities, clock.now() + TTL_MS);
        byDigest.put(Hex.sha256(token), session);
        return session;
    }

    /** The live session of token, when uid is the UID it was negotiated by; null otherwise. */
    public Session admit(String token, int uid) {
        if (token == null || token.isEmpty()) {
            return null;
        }
        Session session = byDigest.get(Hex.sha256(token));
        if (session == null || session.uid != uid) {
            return null;
        }
        if (session.expiresAt <= clock.now()) {
            byDigest.remove(Hex.sha256(token), session);
            return null;
        }
        return session;
    }

    public static final class Session {
        private final String token;
        private final int uid;
        private final List<String> capabilities;
        private final long expiresAt;

        Session(String token, int uid, List<String> capabilities, long expiresAt) {
            this.token = token;
            this.uid = uid;
            this.capabilities = Collections.unmodifiableList(capabilities);
            this.expiresAt = expiresAt;
        }

        public String token() {
            return token;
        }

        public List<String> capabilities() {
            return capabilities;
        }

        public boolean has(String capability) {
            return capabilities.contains(capability);
        }

        public long expiresAt() {
            return expiresAt;
        }
    }
}
