package com.choirnote.core;

import android.util.Base64;
import java.security.SecureRandom;

/** Session tokens: 24 SecureRandom bytes, Base64. */
public final class Tokens {
    private static final SecureRandom RNG = new SecureRandom();

    private Tokens() {
    }

    public static String fresh() {
        byte[] b = new byte[24];
        RNG.nextBytes(b);
        return Base64.encodeToString(b, Base64.NO_WRAP);
    }
}
