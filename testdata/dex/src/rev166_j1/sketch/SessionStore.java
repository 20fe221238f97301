package com.lumenframe.studio.cetp;

import android.os.Bundle;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Negotiated sessions (§2.2). In memory on purpose: the spec lets a session die with the process, and a
 * Consumer that gets NEGOTIATION_REQUIRED simply negotiates again.
 */
public final class SessionStore {
    public static final long TTL_MS = TimeUnit.HOURS.toMillis(1);

    public static final class Session {
        public final String token;
        public final int uid;
        public final List<String> capabilities;
        public final List<String> scopes;
        public final long expiresAtMs;

        Session(String token, int uid, List<String> capabilities, List<String> scopes, long expiresAtMs) {
            this.token = token;
            this.uid = uid;
            this.capabilities = Collections.unmodifiableList(capabilities);
            this.scopes = Collections.unmodifiableList(scopes);
            this.expiresAtMs = expiresAtMs;
        }

        public boolean has(String capability) {
            return capabilities.contains(capability);
        }
    }

    private final ConcurrentHashMap<String, Session> sessions = new ConcurrentHashMap<>();

    public Session issue(int uid, List<String> capabilities, List<String> scopes) {
        long expires = System.currentTimeMillis() + TTL_MS;
        Session s = new Session(Crypto.randomToken(), uid, capabilities, scopes, expires);
        sessions.put(s.token, s);
        return s;
    }

    /** The live session the request names, when it was issued to this calling UID; otherwise null. */
    public Session require(Bundle extras, int uid) {
        String token = extras.getString("session_token");
        if (token == null || token.isEmpty()) {
            return null;
        }
        Session s = sessions.get(token);
        if (s == null) {
            return null;
        }
        if (s.uid != uid) {
            return null;
        }
        if (s.expiresAtMs <= System.currentTimeMillis()) {
            sessions.remove(token);
            return null;
        }
        return s;
    }
}
