package com.hearthlist.cetp;

import android.os.SystemClock;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** Pending provider-side confirmations, keyed by resume token; shared by both providers and ConfirmActivity. */
public final class Confirmations {
    private static final Confirmations SHARED = new Confirmations();

    private final Map<String, Pending> pending = new ConcurrentHashMap<>();

    private Confirmations() {
    }

    public static Confirmations shared() {
        return SHARED;
    }

    public void open(String token, Request req, String summary, long ttlMs) {
        pending.put(token, new Pending(req.uid(), req.requestId(), req.tool(), req.rawArgs(), summary,
                SystemClock.elapsedRealtime() + ttlMs));
    }

    public Optional<String> summary(String token) {
        return Optional.ofNullable(token).map(pending::get).map(Pending::summary);
    }

    public void decide(String token, boolean approved) {
        Optional.ofNullable(token).map(pending::get).ifPresent(p -> p.decide(approved));
    }

    /** The token is used up here, whatever the answer: a second resume finds nothing. */
    public Optional<Pending> redeem(Request req) {
        return Optional.ofNullable(req.resumeToken())
                .map(pending::remove)
                .filter(p -> p.matches(req));
    }

    public static final class Pending {
        private final int uid;
        private final String requestId;
        private final String tool;
        private final String rawArgs;
        private final String summary;
        private final long expiresAt;
        private volatile int answer;

        Pending(int uid, String requestId, String tool, String rawArgs, String summary, long expiresAt) {
            this.uid = uid;
            this.requestId = requestId;
            this.tool = tool;
            this.rawArgs = rawArgs;
            this.summary = summary;
            this.expiresAt = expiresAt;
        }

        public String summary() {
            return summary;
        }

        void decide(boolean approved) {
            answer = approved ? 1 : -1;
        }

        public boolean approved() {
            return answer == 1;
        }

        boolean matches(Request req) {
            return answer != 0
                    && uid == req.uid()
                    && requestId.equals(req.requestId())
                    && tool.equals(req.tool())
                    && rawArgs.equals(req.rawArgs())
                    && SystemClock.elapsedRealtime() < expiresAt;
        }
    }
}
