package com.example.r33j2;

import org.json.JSONException;
import org.json.JSONObject;

final class Args {
    private Args() {
    }

    static String get(String json, String key) {
        try {
            return new JSONObject(json).getString(key);
        } catch (JSONException e) {
            throw new IllegalArgumentException("missing " + key);
        }
    }

    static long cents(String json) {
        try {
            return new JSONObject(json).getLong("amount_cents");
        } catch (JSONException e) {
            throw new IllegalArgumentException("missing amount_cents");
        }
    }
}
