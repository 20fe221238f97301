package com.laserlog.core;

import android.util.Base64;
import java.security.SecureRandom;

/** CSPRNG tokens. */
public final class Tokens {
    private static final SecureRandom RNG = new SecureRandom();

    private Tokens() {
    }

    public static String secure() {
        byte[] b = new byte[24];
        RNG.nextBytes(b);
        return Base64.encodeToString(b, Base64.NO_WRAP | Base64.URL_SAFE);
    }
}
