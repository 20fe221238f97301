package com.tallyworks.stockroom.cetp;

import java.security.SecureRandom;

/** Opaque tokens (session tokens, resume tokens, operation ids) from one shared SecureRandom. */
public final class Tokens {
    private static final Object LOCK = new Object();
    private static final char[] HEX = "0123456789abcdef".toCharArray();
    private static SecureRandom random;
    private static long issued;

    private Tokens() {
    }

    public static String random(int bytes) {
        byte[] buf = new byte[bytes];
        synchronized (LOCK) {
            if (random == null) {
                random = new SecureRandom();
            }
            random.nextBytes(buf);
            issued++;
        }
        return hex(buf);
    }

    /** How many tokens this process has issued; shown on the diagnostics screen. */
    public static long issuedCount() {
        synchronized (LOCK) {
            return issued;
        }
    }

    public static String hex(byte[] bytes) {
        char[] out = new char[bytes.length * 2];
        for (int i = 0; i < bytes.length; i++) {
            out[2 * i] = HEX[(bytes[i] >> 4) & 0xf];
            out[2 * i + 1] = HEX[bytes[i] & 0xf];
        }
        return new String(out);
    }

    public static byte[] unhex(String text) {
        if (text == null || (text.length() & 1) != 0) {
            return null;
        }
        byte[] out = new byte[text.length() / 2];
        for (int i = 0; i < out.length; i++) {
            int hi = Character.digit(text.charAt(2 * i), 16);
            int lo = Character.digit(text.charAt(2 * i + 1), 16);
            if (hi < 0 || lo < 0) {
                return null;
            }
            out[i] = (byte) ((hi << 4) | lo);
        }
        return out;
    }
}
