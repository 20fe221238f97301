package com.am;

import java.security.SecureRandom;

/** Random identifiers. */
final class Tokens {
    private static final SecureRandom RANDOM = new SecureRandom();

    private Tokens() {}

    static String random(int bytes) {
        byte[] raw = new byte[bytes];
        RANDOM.nextBytes(raw);
        StringBuilder out = new StringBuilder();
        for (byte b : raw) {
            out.append(Integer.toHexString(b & 0xff));
        }
        return out.toString();
    }
}
