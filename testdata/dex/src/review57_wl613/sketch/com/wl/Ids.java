package com.wl;

import java.security.SecureRandom;
import java.util.Random;

final class Ids {
    static final Random FAST = new Random();
    static final SecureRandom STRONG = new SecureRandom();

    private Ids() {
    }

    static String strong() {
        return Long.toHexString(STRONG.nextLong()) + Long.toHexString(STRONG.nextLong());
    }

    static String fast() {
        return Long.toHexString(FAST.nextLong());
    }
}
