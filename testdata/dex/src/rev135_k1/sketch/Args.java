package com.fernhill.lend;

import org.json.JSONObject;

/** Reads execute_tool arguments the same way for every tool. */
public final class Args {
    private Args() {
    }

    /** A trimmed, non-empty string argument, or null. */
    public static String text(JSONObject args, String key) {
        String value = args.optString(key, "").trim();
        return value.isEmpty() ? null : value;
    }

    /** A boolean argument; absent or not a boolean is false. */
    public static boolean flag(JSONObject args, String key) {
        return args.optBoolean(key, false);
    }
}
