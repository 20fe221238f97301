package com.nr;

import org.json.JSONObject;

/** What an archive tool produced. */
final class Outcome {
    private final JSONObject value;

    Outcome(JSONObject value) {
        this.value = value;
    }

    JSONObject getValue() {
        return value;
    }
}
