package com.example.je;

import android.content.ContentProvider;
import android.os.Bundle;
import org.json.JSONException;
import org.json.JSONObject;

// The true positive of TestJSONErrorCodeRelayed: a tool answers in JSON and
// call() copies the JSON's keys onto the response Bundle as they are, so a
// USER_ACTION_REQUIRED put on the JSON reaches the Consumer without a
// resolution or a resume token. Nothing in the app reads error_code back
// from the JSON (rev80_j1's command bus does, and completes the response:
// the near miss). The framework's abstract methods are left out.
public class KitchenProvider extends ContentProvider {
    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (!"execute_tool".equals(method)) {
            return null;
        }
        try {
            return toBundle(runTool(extras.getString("tool_name")));
        } catch (JSONException e) {
            return null;
        }
    }

    JSONObject runTool(String name) throws JSONException {
        return new JSONObject().put("status", "error")
                .put("error_code", "USER_ACTION_REQUIRED")
                .put("error_message", "confirm the order on the phone");
    }

    static Bundle toBundle(JSONObject reply) {
        Bundle b = new Bundle();
        b.putString("status", reply.optString("status"));
        b.putString("error_code", reply.optString("error_code"));
        b.putString("error_message", reply.optString("error_message"));
        return b;
    }
}
