package com.example.tke;

import java.util.concurrent.ConcurrentHashMap;

// Sessions by token; enter() accepts a session_token only from the UID it was issued to and
// remembers it as the current session of this Binder thread.
final class SessionStore {
    private final ConcurrentHashMap<String, Session> byToken = new ConcurrentHashMap<>();
    private final ThreadLocal<Session> current = new ThreadLocal<>();

    Session open(int uid) {
        Session s = new Session(Tokens.next(), uid);
        byToken.put(s.token, s);
        return s;
    }

    Session enter(String token, int uid) {
        Session s = token == null ? null : byToken.get(token);
        if (s == null || s.ownerUid != uid) return null;
        current.set(s);
        return s;
    }

    Session current() {
        return current.get();
    }
}
