package com.gridnote.util;

import android.util.Base64;
import java.security.SecureRandom;
import java.time.Instant;

/** Session and resume tokens (one instance, lazily made by the holder class). */
public final class Tokens {
    private final SecureRandom rng = new SecureRandom();
    private final Object lock = new Object();
    private long issued;

    Tokens() {
    }

    public static Tokens get() {
        return Holder.INSTANCE;
    }

    public String secure() {
        byte[] b = new byte[24];
        rng.nextBytes(b);
        return Base64.encodeToString(b, Base64.NO_WRAP | Base64.URL_SAFE);
    }

    public String ticket() {
        long n;
        synchronized (lock) {
            n = ++issued;
        }
        return "ot-" + Instant.now().toEpochMilli() + "-" + n;
    }

    static final class Holder {
        static final Tokens INSTANCE = new Tokens();
    }
}
