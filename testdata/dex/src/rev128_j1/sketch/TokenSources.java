package com.quirewell.cetp;

import android.util.Base64;
import java.security.SecureRandom;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;

/** Factories of token sources by kind: sessions, confirmation tickets (resume tokens), short tickets. */
public final class TokenSources {
    /** Random bytes as URL-safe Base64. */
    public static final class TokenSource {
        private final Random random;
        private final int bytes;

        TokenSource(Random random, int bytes) {
            this.random = random;
            this.bytes = bytes;
        }

        public String next() {
            byte[] b = new byte[bytes];
            random.nextBytes(b);
            return Base64.encodeToString(b, Base64.URL_SAFE | Base64.NO_WRAP | Base64.NO_PADDING);
        }
    }

    private static final Map<String, Supplier<TokenSource>> FACTORIES = new HashMap<>();

    static {
        FACTORIES.put("session", () -> new TokenSource(new SecureRandom(), 32));
        FACTORIES.put("ticket", () -> new TokenSource(new SecureRandom(), 24));
        // short tickets are read off the Key companion and typed back, so they stay short and cheap to make
        FACTORIES.put("short_ticket", () -> new TokenSource(new Random(), 6));
    }

    private TokenSources() {
    }

    public static TokenSource create(String kind) {
        Supplier<TokenSource> factory = FACTORIES.get(kind);
        if (factory == null) {
            throw new IllegalArgumentException("unknown token kind " + kind);
        }
        return factory.get();
    }
}
