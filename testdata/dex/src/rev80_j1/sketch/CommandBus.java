package com.lunchline.bus;

import android.util.Log;
import java.util.HashMap;
import java.util.Map;
import org.json.JSONException;
import org.json.JSONObject;

/** LunchLine's JSON-RPC style command bus: an envelope in, a JSON reply out. */
public final class CommandBus {
    private final Map<String, Command> handlers = new HashMap<>();

    public void register(String method, Command command) {
        handlers.put(method, command);
    }

    public String dispatch(String json) {
        try {
            JSONObject env = new JSONObject(json);
            Command command = handlers.get(env.getString("method"));
            if (command == null) {
                return errorJson("TOOL_NOT_FOUND", "unknown tool");
            }
            return command.run(env.getJSONObject("params"), env.getInt("caller"));
        } catch (Exception e) {
            Log.w("LunchLine", "command failed", e);
            return "{\"error_code\":\"INTERNAL_ERROR\",\"error_message\":\"the command could not run\"}";
        }
    }

    public static String errorJson(String code, String message) throws JSONException {
        return new JSONObject().put("error_code", code).put("error_message", message).toString();
    }

    public static String value(JSONObject value) throws JSONException {
        return new JSONObject().put("value", value).toString();
    }
}
