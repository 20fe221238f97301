package com.tidepool.reef.cetp;

import org.json.JSONException;

/** The code that runs one tool. */
public interface ToolHandler {
    void run(ToolRequest request, ResultCallback callback) throws JSONException;
}
