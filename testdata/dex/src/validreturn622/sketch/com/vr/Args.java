package com.vr;

import java.util.regex.Pattern;
import org.json.JSONObject;

/** Argument readers: each reads one key and returns it only past its check. */
final class Args {
    private static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9_-]{0,31}");

    private Args() {}

    /** An identifier-like value (book names, note ids): a plain file name by construction. */
    static String name(JSONObject args, String key) {
        String value = args.optString(key, "");
        if (!NAME.matcher(value).matches()) {
            throw new IllegalArgumentException(key);
        }
        return value;
    }

    /** Free text, limited in length only. */
    static String text(JSONObject args, String key, int max) {
        String value = args.optString(key, "");
        if (value.isEmpty() || value.length() > max) {
            throw new IllegalArgumentException(key);
        }
        return value;
    }
}
