package com.example.tke;

import android.util.Base64;
import java.security.SecureRandom;

// Session and resume tokens: 32 bytes from SecureRandom, URL-safe Base64.
final class Tokens {
    private static final SecureRandom RNG = new SecureRandom();

    private Tokens() {}

    static String next() {
        byte[] bytes = new byte[32];
        RNG.nextBytes(bytes);
        return Base64.encodeToString(bytes, Base64.URL_SAFE | Base64.NO_WRAP | Base64.NO_PADDING);
    }
}
