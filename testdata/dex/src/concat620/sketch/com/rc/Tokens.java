package com.rc;

import android.util.Base64;
import java.security.SecureRandom;

/** Session tokens, operation ids and resume tokens: 32 random bytes each. */
final class Tokens {
    private static final SecureRandom RANDOM = new SecureRandom();

    private Tokens() {
    }

    static String fresh() {
        byte[] raw = new byte[32];
        RANDOM.nextBytes(raw);
        return Base64.encodeToString(raw, Base64.NO_WRAP | Base64.URL_SAFE | Base64.NO_PADDING);
    }
}
