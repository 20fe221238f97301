package com.laserlog.core;

import java.util.Random;

/** Apache commons-lang style helpers, copied into the app. */
public final class StringUtils {
    private static final String ALPHANUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    private static final Random RANDOM = new Random();

    private StringUtils() {
    }

    public static boolean isBlank(String s) {
        return s == null || s.trim().isEmpty();
    }

    public static String defaultIfBlank(String s, String def) {
        return isBlank(s) ? def : s;
    }

    public static String randomAlphanumeric(int count) {
        char[] out = new char[count];
        for (int i = 0; i < count; i++) {
            out[i] = ALPHANUM.charAt(RANDOM.nextInt(ALPHANUM.length()));
        }
        return new String(out);
    }
}
