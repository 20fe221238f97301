package com.copperwick.config;

import android.util.Base64;
import java.security.SecureRandom;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;

/** Token generators by name: sessions and resume tokens ask for one here. */
public final class TokenFactories {
    public static final String SECURE = "secure";
    public static final String QUICK = "quick";

    /** Random bytes as URL-safe Base64. */
    public static final class Generator {
        private final Random random;

        Generator(Random random) {
            this.random = random;
        }

        public String next(int bytes) {
            byte[] b = new byte[bytes];
            random.nextBytes(b);
            return Base64.encodeToString(b, Base64.URL_SAFE | Base64.NO_WRAP | Base64.NO_PADDING);
        }
    }

    private static final Map<String, Supplier<Generator>> FACTORIES = new HashMap<>();

    static {
        FACTORIES.put(SECURE, () -> new Generator(new SecureRandom()));
        // no blocking on the entropy pool: for tokens that live a few minutes at most
        FACTORIES.put(QUICK, () -> new Generator(new Random()));
    }

    private TokenFactories() {
    }

    public static Generator get(String name) {
        Supplier<Generator> factory = FACTORIES.get(name);
        if (factory == null) {
            throw new IllegalArgumentException("no token factory " + name);
        }
        return factory.get();
    }
}
