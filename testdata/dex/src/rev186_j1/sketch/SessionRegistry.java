package com.tallyworks.stockroom.cetp;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Negotiated sessions, in memory: a session may become invalid after a process restart (§2.2), the Consumer then
 * gets NEGOTIATION_REQUIRED and negotiates again. Guarded by one static lock.
 */
public final class SessionRegistry {
    private static final Object LOCK = new Object();
    private static final Map<String, Session> SESSIONS = new HashMap<>();

    /** What a token is bound to: provider, calling UID, version, capabilities, expiry. */
    public static final class Session {
        private final String provider;
        private final int uid;
        private final int version;
        private final List<String> capabilities;
        private final long expiresAt;

        Session(String provider, int uid, int version, List<String> capabilities, long expiresAt) {
            this.provider = provider;
            this.uid = uid;
            this.version = version;
            this.capabilities = new ArrayList<>(capabilities);
            this.expiresAt = expiresAt;
        }

        public boolean has(String capability) {
            return capabilities.contains(capability);
        }

        public int version() {
            return version;
        }
    }

    private SessionRegistry() {
    }

    public static String open(String provider, int uid, int version, List<String> capabilities, long expiresAt) {
        String token = Tokens.random(32);
        Session session = new Session(provider, uid, version, capabilities, expiresAt);
        synchronized (LOCK) {
            prune(System.currentTimeMillis());
            SESSIONS.put(token, session);
        }
        return token;
    }

    /** The session of this token, or null when it is unknown, expired, another provider's or another UID's. */
    public static Session find(String provider, String token, int uid, long now) {
        if (token == null) {
            return null;
        }
        synchronized (LOCK) {
            Session s = SESSIONS.get(token);
            if (s == null) {
                return null;
            }
            if (s.expiresAt <= now) {
                SESSIONS.remove(token);
                return null;
            }
            return s.uid == uid && s.provider.equals(provider) ? s : null;
        }
    }

    private static void prune(long now) {
        Iterator<Map.Entry<String, Session>> it = SESSIONS.entrySet().iterator();
        while (it.hasNext()) {
            if (it.next().getValue().expiresAt <= now) {
                it.remove();
            }
        }
    }
}
