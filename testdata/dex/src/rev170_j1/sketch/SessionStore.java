package com.relaykit.home.cetp;

import com.relaykit.home.core.Tokens;
import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Negotiated sessions (§2.2): a random token bound to the calling UID, version 2, the granted capabilities and the
 * scopes the caller was paired for. Sessions live in memory; after a restart callers negotiate again.
 */
public final class SessionStore {
    private static final long TTL_MS = TimeUnit.MINUTES.toMillis(30);

    /** One session. */
    public static final class Session {
        final String token;
        final int uid;
        final Set<String> capabilities;
        final Set<String> scopes;
        final long expiresAtMs;

        Session(String token, int uid, Set<String> capabilities, Set<String> scopes, long expiresAtMs) {
            this.token = token;
            this.uid = uid;
            this.capabilities = capabilities;
            this.scopes = scopes;
            this.expiresAtMs = expiresAtMs;
        }

        public int uid() {
            return uid;
        }

        public String token() {
            return token;
        }

        public long expiresAtMs() {
            return expiresAtMs;
        }

        public boolean has(String capability) {
            return capabilities.contains(capability);
        }

        public boolean grants(Collection<String> required) {
            return scopes.containsAll(required);
        }
    }

    private final Map<String, Session> live = new ConcurrentHashMap<>();

    public Session issue(int uid, List<String> capabilities, Set<String> scopes) {
        Session s = new Session(Tokens.random(32), uid, Collections.unmodifiableSet(new HashSet<>(capabilities)),
                Collections.unmodifiableSet(new HashSet<>(scopes)), System.currentTimeMillis() + TTL_MS);
        live.put(s.token, s);
        return s;
    }

    /** The live session of this token, if it was issued to this UID. */
    public Session find(String token, int uid) {
        if (token == null) {
            return null;
        }
        Session s = live.get(token);
        if (s == null) {
            return null;
        }
        if (s.expiresAtMs <= System.currentTimeMillis()) {
            live.remove(token);
            return null;
        }
        return s.uid == uid ? s : null;
    }
}
