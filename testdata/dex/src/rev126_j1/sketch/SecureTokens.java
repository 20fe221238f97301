package com.lumenhaus.cetp;

import android.util.Base64;
import java.security.SecureRandom;

/** Session and resume tokens: 24 bytes of SecureRandom, URL-safe Base64. */
public final class SecureTokens {
    private static volatile SecureTokens sInstance;

    private final SecureRandom mRandom = new SecureRandom();

    private SecureTokens() {
    }

    public static SecureTokens get() {
        if (sInstance == null) {
            synchronized (SecureTokens.class) {
                if (sInstance == null) {
                    sInstance = new SecureTokens();
                }
            }
        }
        return sInstance;
    }

    public synchronized String next() {
        byte[] bytes = new byte[24];
        mRandom.nextBytes(bytes);
        return Base64.encodeToString(bytes, Base64.URL_SAFE | Base64.NO_PADDING | Base64.NO_WRAP);
    }
}
