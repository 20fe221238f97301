package com.scanbox.cetp;

import java.util.regex.Pattern;

/** File names that tools accept from their arguments. */
public final class FileNames {
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,63}");

    private FileNames() {}

    /** The name itself when it is one plain path segment; no separators, no "..". */
    public static String requirePlain(String name) {
        if (name == null || !PLAIN.matcher(name).matches() || name.contains("..")) {
            throw new IllegalArgumentException("file_name must be a plain file name");
        }
        return name;
    }
}
