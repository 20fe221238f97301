package com.lg;

import org.json.JSONException;
import org.json.JSONObject;

/** The list_tools entry of one tool, as both providers write it. */
final class Descriptors {
    private Descriptors() {
    }

    static JSONObject describe(String name, String effect, String confirmation) throws JSONException {
        JSONObject annotations = new JSONObject()
                .put("effect", effect)
                .put("risk", "low")
                .put("confirmation", confirmation)
                .put("execution", "sync");
        return new JSONObject()
                .put("name", name)
                .put("input_schema", new JSONObject().put("type", "object"))
                .put("annotations", annotations);
    }
}
