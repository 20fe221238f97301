package com.tidemark.core;

import android.util.Base64;
import java.security.SecureRandom;

/** Session, resume and operation tokens: 24 SecureRandom bytes, URL-safe Base64. */
public final class Tokens {
    private static final SecureRandom RNG = new SecureRandom();

    private Tokens() {
    }

    public static String fresh() {
        byte[] b = new byte[24];
        RNG.nextBytes(b);
        return Base64.encodeToString(b, Base64.URL_SAFE | Base64.NO_WRAP | Base64.NO_PADDING);
    }
}
