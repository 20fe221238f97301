package com.tidetable;

public final class TideUtil {
    private TideUtil() {}

    public static String strongToken() {
        return Tokens.secure();
    }

    public static String shortToken() {
        return Tokens.tideStamp();
    }
}
