package com.pd;

import java.security.SecureRandom;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** Sessions of both desks, by token; callers decide what must match. */
public final class Sessions {
    static final Sessions INSTANCE = new Sessions();
    private final Map<String, Session> byToken = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();

    public Session open(int uid) {
        String token = Long.toHexString(random.nextLong()) + Long.toHexString(random.nextLong());
        Session session = new Session(token, uid, System.currentTimeMillis() + minutes(10));
        byToken.put(token, session);
        return session;
    }

    private static long minutes(int n) {
        return n * 60_000;
    }

    public Optional<Session> find(String token) {
        return Optional.ofNullable(token == null ? null : byToken.get(token));
    }

    /** The same lookup, for the desk that names its caller in the request. */
    public Optional<Session> findClaimed(String token) {
        return Optional.ofNullable(token == null ? null : byToken.get(token));
    }
}
