package com.stallmart.core;

import org.json.JSONException;
import org.json.JSONObject;

/** One-field JSON replies. */
public final class Json {
    private Json() {
    }

    public static JSONObject of(String key, Object value) {
        try {
            return new JSONObject().put(key, value);
        } catch (JSONException e) {
            return new JSONObject();
        }
    }
}
