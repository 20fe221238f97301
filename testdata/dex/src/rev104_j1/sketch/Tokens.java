package com.darkroom.core;

import android.util.Base64;
import java.security.SecureRandom;

/** Session tokens for the gallery: 24 SecureRandom bytes. */
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
