package com.wr;

import java.security.SecureRandom;
import java.util.Random;

/** Where the tools get their tokens and ids. */
final class Ids {
    static final Random FAST = new Random();
    static final SecureRandom STRONG = new SecureRandom();

    private Ids() {
    }

    static String strong() {
        byte[] b = new byte[16];
        STRONG.nextBytes(b);
        StringBuilder out = new StringBuilder();
        for (byte x : b) {
            out.append(Integer.toHexString(x & 0xff));
        }
        return out.toString();
    }
}
