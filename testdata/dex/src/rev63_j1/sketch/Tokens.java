package com.cutqueue.core;

import android.util.Base64;
import java.security.SecureRandom;

/** Session tokens from SecureRandom; resume tokens from the lab's native generator (libcutq). */
public final class Tokens {
    private static final SecureRandom RNG = new SecureRandom();

    static {
        System.loadLibrary("cutq");
    }

    private Tokens() {
    }

    public static String fresh() {
        byte[] b = new byte[24];
        RNG.nextBytes(b);
        return Base64.encodeToString(b, Base64.NO_WRAP);
    }

    public static String resume() {
        return nativeToken();
    }

    private static native String nativeToken();
}
