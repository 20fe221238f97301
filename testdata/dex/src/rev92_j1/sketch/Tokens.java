package com.cellarbook.core;

import java.security.SecureRandom;
import java.util.Base64;

/** Session and resume tokens. */
public final class Tokens {
    private static final SecureRandom RNG = new SecureRandom();

    private Tokens() {
    }

    public static String fresh() {
        byte[] b = new byte[24];
        RNG.nextBytes(b);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }
}
