package com.spokeshop.core;

import android.util.Base64;
import java.security.SecureRandom;

/** Session and resume tokens. */
public final class Tokens {
    private static final SecureRandom RNG = new SecureRandom();

    private Tokens() {
    }

    public static String fresh() {
        byte[] raw = new byte[24];
        RNG.nextBytes(raw);
        return Base64.encodeToString(raw, Base64.NO_WRAP | Base64.URL_SAFE);
    }
}
