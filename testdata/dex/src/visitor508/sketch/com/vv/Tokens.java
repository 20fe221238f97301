package com.vv;

import java.security.SecureRandom;
import java.util.Base64;

final class Tokens {
    private static final SecureRandom RANDOM = new SecureRandom();

    private Tokens() {}

    static String mint() {
        byte[] raw = new byte[32];
        RANDOM.nextBytes(raw);
        return Base64.getUrlEncoder().encodeToString(raw);
    }
}
