package com.example.r34j2;

import org.json.JSONException;
import org.json.JSONObject;

final class Args {
    private Args() {
    }

    static String str(String json, String key) {
        try {
            return new JSONObject(json).getString(key);
        } catch (JSONException e) {
            throw new IllegalArgumentException("missing " + key);
        }
    }

    static String opt(String json, String key) {
        try {
            return new JSONObject(json).optString(key, null);
        } catch (JSONException e) {
            return null;
        }
    }

    static long cents(String json) {
        try {
            return new JSONObject(json).optLong("cents");
        } catch (JSONException e) {
            return 0L;
        }
    }
}
