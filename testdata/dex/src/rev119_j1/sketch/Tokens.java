package com.hearthlist.cetp;

import android.util.Base64;
import java.security.SecureRandom;
import java.util.Random;

/** Opaque tokens: one generator per thread, so callers never contend for it. */
public final class Tokens {
    public static final ThreadLocal<SecureRandom> STRONG = ThreadLocal.withInitial(SecureRandom::new);
    public static final ThreadLocal<Random> QUICK = ThreadLocal.withInitial(Random::new);

    private Tokens() {
    }

    public static String mint(ThreadLocal<? extends Random> source) {
        byte[] raw = new byte[24];
        source.get().nextBytes(raw);
        return Base64.encodeToString(raw, Base64.URL_SAFE | Base64.NO_WRAP | Base64.NO_PADDING);
    }
}
