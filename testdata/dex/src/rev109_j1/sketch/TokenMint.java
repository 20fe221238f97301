package com.inkwell.core;

import android.util.Base64;
import java.security.SecureRandom;
import java.util.Random;

/** Tokens and request codes for both providers; one per process, created on first use. */
public final class TokenMint {
    private final SecureRandom strong = new SecureRandom();
    private final Random fast;

    private TokenMint() {
        fast = new Random(System.currentTimeMillis());
    }

    static class Holder {
        static final TokenMint INSTANCE = new TokenMint();
    }

    public static TokenMint get() {
        return Holder.INSTANCE;
    }

    /** 24 bytes of SecureRandom, URL-safe Base64. */
    public synchronized String opaque() {
        byte[] raw = new byte[24];
        strong.nextBytes(raw);
        return Base64.encodeToString(raw, Base64.URL_SAFE | Base64.NO_WRAP | Base64.NO_PADDING);
    }

    /** A short ticket a user could read out: prefix + 16 hex digits. */
    public synchronized String ticket(String prefix) {
        return prefix + Long.toHexString(fast.nextLong());
    }

    /** A PendingIntent request code, so that two open confirmations do not replace each other. */
    public synchronized int requestCode() {
        return fast.nextInt(0xffff);
    }
}
