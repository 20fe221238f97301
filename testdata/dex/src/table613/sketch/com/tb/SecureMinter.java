package com.tb;

import android.util.Base64;
import java.security.SecureRandom;

/** A token from SecureRandom. */
public final class SecureMinter implements Minter {
    private final SecureRandom rng = new SecureRandom();

    @Override
    public String mint() {
        byte[] raw = new byte[24];
        rng.nextBytes(raw);
        return Base64.encodeToString(raw, Base64.NO_WRAP);
    }
}
