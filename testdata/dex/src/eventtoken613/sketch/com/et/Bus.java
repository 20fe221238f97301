package com.et;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;

/** A tiny event bus: every subscriber of an event's class fills it in turn. */
final class Bus {
    /** Asks for a resume token; whichever subscriber answers fills token. */
    static final class TokenRequest {
        String token;
    }

    /** Asks for a session token; every subscriber that answers uses SecureRandom. */
    static final class SessionRequest {
        String token;
    }

    private final List<Consumer<TokenRequest>> tokenSubscribers = new ArrayList<>();
    private final List<Consumer<SessionRequest>> sessionSubscribers = new ArrayList<>();
    private final Random jitter = new Random();
    private final SecureRandom secure = new SecureRandom();

    Bus() {
        tokenSubscribers.add(r -> r.token = Long.toHexString(secure.nextLong()) + Long.toHexString(secure.nextLong()));
        tokenSubscribers.add(r -> r.token = Long.toHexString(jitter.nextLong()));
        sessionSubscribers.add(r -> r.token = Long.toHexString(secure.nextLong()) + Long.toHexString(secure.nextLong()));
        sessionSubscribers.add(r -> {
            byte[] b = new byte[16];
            secure.nextBytes(b);
            r.token = Long.toHexString(b[0] & 0xffL) + r.token;
        });
    }

    TokenRequest post(TokenRequest request) {
        for (Consumer<TokenRequest> s : tokenSubscribers) {
            s.accept(request);
        }
        return request;
    }

    SessionRequest post(SessionRequest request) {
        for (Consumer<SessionRequest> s : sessionSubscribers) {
            s.accept(request);
        }
        return request;
    }
}
