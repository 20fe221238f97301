package com.inkbarrow.cetp;

import android.util.Base64;
import java.security.SecureRandom;
import java.util.Random;

/** Mints opaque tokens: random bytes in URL-safe Base64 behind an optional prefix. */
public final class TokenSource {
    private final Random random;
    private final int bytes;
    private final String prefix;

    TokenSource(Builder b) {
        this.random = b.random;
        this.bytes = b.bytes;
        this.prefix = b.prefix;
    }

    public String next() {
        byte[] raw = new byte[bytes];
        random.nextBytes(raw);
        return prefix + Base64.encodeToString(raw, Base64.URL_SAFE | Base64.NO_WRAP | Base64.NO_PADDING);
    }

    /** The same source under another prefix. */
    public TokenSource withPrefix(String prefix) {
        return new Builder().random(random).bytes(bytes).prefix(prefix).build();
    }

    /** Unless told otherwise, a source reads SecureRandom and makes 32-byte tokens without a prefix. */
    public static final class Builder {
        private Random random;
        private int bytes = 32;
        private String prefix = "";

        public Builder random(Random random) {
            this.random = random;
            return this;
        }

        public Builder bytes(int bytes) {
            if (bytes < 16) {
                throw new IllegalArgumentException("tokens need at least 16 random bytes");
            }
            this.bytes = bytes;
            return this;
        }

        public Builder prefix(String prefix) {
            this.prefix = prefix;
            return this;
        }

        public TokenSource build() {
            if (random == null) {
                random = new SecureRandom();
            }
            return new TokenSource(this);
        }
    }
}
