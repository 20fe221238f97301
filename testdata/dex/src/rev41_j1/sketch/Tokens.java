package com.keydrop.util;

import android.util.Base64;
import java.security.SecureRandom;

/** Token sources. */
public final class Tokens {
    private static final SecureRandom RNG = new SecureRandom();
    private static int sSeq;

    private Tokens() {}

    public static String secure() {
        byte[] b = new byte[24];
        RNG.nextBytes(b);
        return Base64.encodeToString(b, Base64.NO_WRAP | Base64.URL_SAFE);
    }

    /** Short, readable ids for the trip desk's logs. */
    public static String quick() {
        sSeq++;
        return "trip-" + Long.toHexString(System.currentTimeMillis()) + "-" + sSeq;
    }
}
