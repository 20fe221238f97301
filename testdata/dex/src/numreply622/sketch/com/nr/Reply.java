package com.nr;

import org.json.JSONObject;

/** What a planner tool produced: the reply object, kept as it was built. */
final class Reply {
    private final JSONObject value;

    Reply(JSONObject value) {
        this.value = value;
    }

    JSONObject getValue() {
        return value;
    }
}
