package com.brightfold.pantry.cetp;

import java.security.SecureRandom;
import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/** Negotiated sessions, bound to the UID that negotiated them; they die with the process. */
public final class Sessions {
    private static final long TTL_MS = 60L * 60L * 1000L;

    private final SecureRandom random = new SecureRandom();
    private final Supplier<String> tokens = () -> {
        byte[] raw = new byte[32];
        random.nextBytes(raw);
        return Replies.hex(raw);
    };
    private final Map<String, Session> live = new ConcurrentHashMap<>();

    public Session open(int uid, Set<String> capabilities) {
        Session session = Session.of(tokens.get(), uid, capabilities, System.currentTimeMillis() + TTL_MS);
        live.put(session.token(), session);
        return session;
    }

    public Optional<Session> admit(String token, int uid) {
        long now = System.currentTimeMillis();
        return Optional.ofNullable(token)
                .map(live::get)
                .filter(s -> s.uid() == uid)
                .filter(s -> s.expiresAt() > now);
    }

    public static final class Session {
        private final String token;
        private final int uid;
        private final Set<String> capabilities;
        private final long expiresAt;

        private Session(String token, int uid, Set<String> capabilities, long expiresAt) {
            this.token = token;
            this.uid = uid;
            this.capabilities = capabilities;
            this.expiresAt = expiresAt;
        }

        static Session of(String token, int uid, Set<String> capabilities, long expiresAt) {
            return new Session(token, uid, Collections.unmodifiableSet(capabilities), expiresAt);
        }

        public String token() {
            return token;
        }

        public int uid() {
            return uid;
        }

        public long expiresAt() {
            return expiresAt;
        }

        public boolean has(String capability) {
            return capabilities.contains(capability);
        }
    }
}
