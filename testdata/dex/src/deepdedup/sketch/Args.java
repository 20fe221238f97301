package com.example.hdd;

import org.json.JSONException;
import org.json.JSONObject;

final class Args {
    private Args() {
    }

    static JSONObject parse(String json) {
        if (json == null) {
            return new JSONObject();
        }
        try {
            return new JSONObject(json);
        } catch (JSONException e) {
            return new JSONObject();
        }
    }
}
