package com.pr;

import org.json.JSONObject;

/** A read-only view of a JSON object: a tool's args, or a decision the confirmation screen recorded. */
public final class Fields {
    private final JSONObject json;

    public Fields(JSONObject json) {
        this.json = json;
    }

    public JSONObject json() {
        return json;
    }
}
