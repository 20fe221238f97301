package com.chairtime.core;

import android.util.Base64;
import java.security.SecureRandom;

public final class Tokens {
    private Tokens() {
    }

    public static String fromSecure(SecureRandom rng) {
        byte[] raw = new byte[24];
        rng.nextBytes(raw);
        return Base64.encodeToString(raw, Base64.NO_WRAP);
    }

    public static String fromLong(long seed) {
        return Long.toHexString(seed);
    }
}
