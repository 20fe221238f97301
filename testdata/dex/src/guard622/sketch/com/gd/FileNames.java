package com.gd;

import java.util.regex.Pattern;

/** File names that tools accept from their arguments. */
public final class FileNames {
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,63}");
    private static final Pattern RELATIVE = Pattern.compile("[A-Za-z0-9][A-Za-z0-9/._-]{0,127}");

    private FileNames() {
    }

    /** The name itself, once it is one plain segment; throws otherwise. */
    public static String requirePlain(String name) {
        if (name == null || !PLAIN.matcher(name).matches()) {
            throw new IllegalArgumentException("file_name must be a plain file name");
        }
        return name;
    }

    /** Whether the name is one plain segment (the caller decides what to do). */
    public static boolean isPlain(String name) {
        return name != null && PLAIN.matcher(name).matches();
    }

    /** The name itself, once it is a relative path of plain characters; "a/../../b" passes. */
    public static String requireRelative(String name) {
        if (name == null || !RELATIVE.matcher(name).matches()) {
            throw new IllegalArgumentException("file_name must be relative");
        }
        return name;
    }
}
