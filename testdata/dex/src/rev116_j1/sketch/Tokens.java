package com.cinderbox.core;

import android.util.Base64;
import java.security.SecureRandom;

/** Session, resume and operation tokens: 32 bytes of SecureRandom output, URL-safe Base64 without padding. */
public final class Tokens {
    private static final SecureRandom SOURCE = new SecureRandom();

    private Tokens() {
    }

    public static String fresh() {
        byte[] raw = new byte[32];
        SOURCE.nextBytes(raw);
        return Base64.encodeToString(raw, Base64.URL_SAFE | Base64.NO_PADDING | Base64.NO_WRAP);
    }
}
