package com.fernhill.lend;

import android.util.Base64;
import java.util.Random;

/**
 * Opaque ids: {@code bytes} bytes from {@code source}, URL-safe Base64. The source is given so tests can
 * pass a seeded generator.
 */
public final class TokenGenerator {
    private static final int FLAGS = Base64.URL_SAFE | Base64.NO_WRAP | Base64.NO_PADDING;

    private final Random source;
    private final int bytes;

    public TokenGenerator(Random source, int bytes) {
        this.source = source;
        this.bytes = bytes;
    }

    public String next() {
        byte[] raw = new byte[bytes];
        source.nextBytes(raw);
        return Base64.encodeToString(raw, FLAGS);
    }
}
