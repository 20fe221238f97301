package com.kl;

import org.json.JSONObject;

/** Argument lookup that accepts a field under any of its historical names. */
final class Args {
    private Args() {
    }

    static String firstOf(JSONObject args, String... names) {
        for (String name : names) {
            String value = args.optString(name, null);
            if (value != null && !value.isEmpty()) {
                return value;
            }
        }
        return null;
    }

    /** The first of the required names the arguments lack, or null. */
    static String absent(JSONObject args, String... names) {
        for (String name : names) {
            if (args.optString(name, "").isEmpty()) {
                return name;
            }
        }
        return null;
    }
}
