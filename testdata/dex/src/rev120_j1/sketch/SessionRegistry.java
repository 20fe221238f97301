package com.tallyhouse.cetp;

import android.os.SystemClock;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

/** Negotiated sessions of both providers, one registry for the process. */
public final class SessionRegistry {
    private final Map<String, Session> sessions = new HashMap<String, Session>();

    private SessionRegistry() {
    }

    private static class Holder {
        static final SessionRegistry INSTANCE = new SessionRegistry();
    }

    public static SessionRegistry get() {
        return Holder.INSTANCE;
    }

    public synchronized void open(String token, int uid, String providerId, boolean async, long ttlMs) {
        sweep();
        sessions.put(token, new Session(uid, providerId, async, SystemClock.elapsedRealtime() + ttlMs));
    }

    /** The live session of this token. */
    public synchronized Session lookup(String token) {
        if (token == null) {
            return null;
        }
        Session session = sessions.get(token);
        if (session == null || session.expired()) {
            return null;
        }
        return session;
    }

    /** The live session of this token, only for the UID that negotiated it. */
    public synchronized Session lookup(String token, int uid) {
        Session session = lookup(token);
        if (session == null || session.uid != uid) {
            return null;
        }
        return session;
    }

    private void sweep() {
        Iterator<Session> it = sessions.values().iterator();
        while (it.hasNext()) {
            if (it.next().expired()) {
                it.remove();
            }
        }
    }

    public static final class Session {
        public final int uid;
        public final String providerId;
        public final boolean async;
        private final long expiresAt;

        Session(int uid, String providerId, boolean async, long expiresAt) {
            this.uid = uid;
            this.providerId = providerId;
            this.async = async;
            this.expiresAt = expiresAt;
        }

        boolean expired() {
            return SystemClock.elapsedRealtime() >= expiresAt;
        }
    }
}
