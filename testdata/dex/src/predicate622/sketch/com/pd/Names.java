package com.pd;

import java.util.regex.Pattern;

/** What an archive name may be. */
final class Names {
    private static final Pattern ARCHIVE = Pattern.compile("ar-[0-9]{8}-[0-9a-f]{8}");
    private static final Pattern LOOSE = Pattern.compile("[A-Za-z0-9./_-]+");

    private Names() {
    }

    /** An archive name the shelf writes: no separator, no dots. */
    static boolean isArchive(String name) {
        return name != null && ARCHIVE.matcher(name).matches();
    }

    /** Printable, but a path: "../" passes. */
    static boolean isPrintable(String name) {
        return name != null && LOOSE.matcher(name).matches();
    }

    /** The same whole-value match returned as it is. */
    static boolean isArchiveName(String name) {
        return ARCHIVE.matcher(name).matches();
    }
}
