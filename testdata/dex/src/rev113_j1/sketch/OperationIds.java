package com.kiteframe.ops;

import android.util.Base64;
import java.security.SecureRandom;

/** Operation ids for the library provider: 128 random bits. */
public final class OperationIds {
    private static final SecureRandom RANDOM = new SecureRandom();

    private OperationIds() {
    }

    public static String newId() {
        byte[] raw = new byte[16];
        RANDOM.nextBytes(raw);
        return "op_" + Base64.encodeToString(raw, Base64.URL_SAFE | Base64.NO_WRAP | Base64.NO_PADDING);
    }
}
