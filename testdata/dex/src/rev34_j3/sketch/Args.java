package com.example.r34j3;

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

    static boolean flag(String json, String key) {
        try {
            return new JSONObject(json).optBoolean(key, false);
        } catch (JSONException e) {
            return false;
        }
    }
}
