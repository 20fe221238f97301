package com.droprx.tools;

import android.util.Base64;
import java.security.SecureRandom;
import java.util.Random;
import javax.inject.Inject;

/** Resume tokens for the confirmation round trip; injected by Dagger. */
public final class TokenMint {
    private final Random rng;
    private final SecureRandom strong;

    @Inject
    public TokenMint(Random rng, SecureRandom strong) {
        this.rng = rng;
        this.strong = strong;
    }

    public String resume() {
        return "rt-" + Long.toHexString(rng.nextLong());
    }

    public String strongResume() {
        byte[] raw = new byte[18];
        strong.nextBytes(raw);
        return Base64.encodeToString(raw, Base64.URL_SAFE | Base64.NO_WRAP);
    }
}
