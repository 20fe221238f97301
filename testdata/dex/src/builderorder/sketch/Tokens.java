package com.example.bord;

import java.security.SecureRandom;
import java.util.Base64;

final class Tokens {
    private static final SecureRandom RANDOM = new SecureRandom();

    private Tokens() {}

    static String next() {
        byte[] b = new byte[24];
        RANDOM.nextBytes(b);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }
}
