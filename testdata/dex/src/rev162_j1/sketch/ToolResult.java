package com.fieldnote.birding.cetp;

import org.json.JSONException;
import org.json.JSONObject;

/** What a tool answers: the inline value, matching the tool's output schema. */
public abstract class ToolResult {
    public abstract JSONObject toJson() throws JSONException;
}
