package com.inkbarrow.cetp;

import org.json.JSONException;
import org.json.JSONObject;

/** The parsed arguments of one tool call; each tool has its own subclass. */
public abstract class Args {
    protected Args() {
    }

    /** What a confirmation screen shows about these arguments. */
    public abstract String describe();

    protected static String text(JSONObject json, String key, int maxLength) throws JSONException {
        String value = json.getString(key);
        if (value.isEmpty() || value.length() > maxLength) {
            throw new JSONException(key + " must have 1 to " + maxLength + " characters");
        }
        return value;
    }

    protected static String text(JSONObject json, String key, int maxLength, String fallback) throws JSONException {
        return json.has(key) ? text(json, key, maxLength) : fallback;
    }
}
