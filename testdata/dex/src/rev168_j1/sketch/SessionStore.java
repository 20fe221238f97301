package com.tallyspring.budget.cetp;

import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Negotiated sessions (§2.2), each bound to the calling UID, version 2, its capabilities and the granted scopes.
 * Kept in memory: the spec lets a session die with the process; the Consumer then negotiates again.
 */
public final class SessionStore {
    public static final long TTL_MS = TimeUnit.MINUTES.toMillis(30);

    public static final class Session {
        private final String token;
        private final int uid;
        private final List<String> capabilities;
        private final Set<String> scopes;
        private final long expiresAtMs;

        Session(String token, int uid, List<String> capabilities, Set<String> scopes, long expiresAtMs) {
            this.token = token;
            this.uid = uid;
            this.capabilities = Collections.unmodifiableList(capabilities);
            this.scopes = scopes;
            this.expiresAtMs = expiresAtMs;
        }

        public String token() {
            return token;
        }

        public int uid() {
            return uid;
        }

        public List<String> capabilities() {
            return capabilities;
        }

        public Set<String> scopes() {
            return scopes;
        }

        public long expiresAtMs() {
            return expiresAtMs;
        }

        public boolean live() {
            return expiresAtMs > System.currentTimeMillis();
        }

        public boolean grants(List<String> needed) {
            return scopes.containsAll(needed);
        }
    }

    private final ConcurrentHashMap<String, Session> sessions = new ConcurrentHashMap<>();

    public Session issue(CallerGrant grant, List<String> capabilities) {
        long expires = System.currentTimeMillis() + TTL_MS;
        Session s = new Session(Crypto.randomToken(), grant.uid(), capabilities, grant.scopes(), expires);
        sessions.put(s.token(), s);
        return s;
    }

    /** The live session the token names, when it was issued to this UID. */
    public Optional<Session> find(String token, int uid) {
        return Optional.ofNullable(sessions.get(token))
                .filter(s -> s.uid() == uid)
                .filter(Session::live);
    }

    /** The newest live session issued to this UID. */
    public Optional<Session> latestFor(int uid) {
        return sessions.values().stream()
                .filter(s -> s.uid() == uid)
                .filter(Session::live)
                .max(Comparator.comparingLong(Session::expiresAtMs));
    }
}
