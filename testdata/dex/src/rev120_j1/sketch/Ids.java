package com.tallyhouse.cetp;

import java.security.SecureRandom;

/** Token and id helpers. */
public final class Ids {
    private Ids() {
    }

    private static class Holder {
        static final SecureRandom RNG = new SecureRandom();
    }

    /** The app's one SecureRandom. */
    public static SecureRandom secure() {
        return Holder.RNG;
    }

    /** kind_part_part..., each part in hex. */
    public static String compose(String kind, long... parts) {
        StringBuilder out = new StringBuilder(kind);
        for (int i = 0; i < parts.length; i++) {
            out.append('_').append(Long.toHexString(parts[i]));
        }
        return out.toString();
    }

    public static byte[] unhex(String hex) {
        byte[] out = new byte[hex.length() / 2];
        for (int i = 0; i < out.length; i++) {
            out[i] = (byte) Integer.parseInt(hex.substring(2 * i, 2 * i + 2), 16);
        }
        return out;
    }
}
