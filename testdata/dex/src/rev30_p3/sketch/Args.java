package com.example.r30p3;

import org.json.JSONException;
import org.json.JSONObject;

final class Args {
    private Args() {
    }

    static JSONObject parse(String json) {
        try {
            return new JSONObject(json);
        } catch (JSONException e) {
            return new JSONObject();
        }
    }
}
