package com.fernhill.stockroom.core;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.UnaryOperator;

/**
 * Copy-on-write state: readers take the current immutable Snapshot, writers apply a pure function and swap the
 * result in with compareAndSet, retrying on a race. The function runs on the writer's own thread.
 */
public final class StateStore {

    public static final class Session {
        public final String token;
        public final int uid;
        public final Set<String> capabilities;
        public final Set<String> scopes;
        public final long expiresAt;

        public Session(String token, int uid, Set<String> capabilities, Set<String> scopes, long expiresAt) {
            this.token = token;
            this.uid = uid;
            this.capabilities = Collections.unmodifiableSet(capabilities);
            this.scopes = Collections.unmodifiableSet(scopes);
            this.expiresAt = expiresAt;
        }

        public boolean expired(long now) {
            return now >= expiresAt;
        }
    }

    public static final class Snapshot {
        public final long version;
        private final Map<String, Session> sessions;

        Snapshot(long version, Map<String, Session> sessions) {
            this.version = version;
            this.sessions = Collections.unmodifiableMap(sessions);
        }

        public Session session(String token) {
            return sessions.get(token);
        }

        /** A new snapshot with {@code session} added and expired sessions left out. */
        public Snapshot withSession(Session session, long now) {
            Map<String, Session> next = new HashMap<>();
            for (Session s : sessions.values()) {
                if (!s.expired(now)) {
                    next.put(s.token, s);
                }
            }
            next.put(session.token, session);
            return new Snapshot(version + 1, next);
        }

        public int size() {
            return sessions.size();
        }
    }

    private final AtomicReference<Snapshot> current =
            new AtomicReference<>(new Snapshot(0L, new HashMap<String, Session>()));

    public Snapshot current() {
        return current.get();
    }

    public Snapshot update(UnaryOperator<Snapshot> change) {
        while (true) {
            Snapshot before = current.get();
            Snapshot after = change.apply(before);
            if (current.compareAndSet(before, after)) {
                return after;
            }
        }
    }
}
