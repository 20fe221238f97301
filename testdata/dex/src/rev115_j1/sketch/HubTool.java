package app.hearthlink.core;

import org.json.JSONException;
import org.json.JSONObject;

/** What both providers' tool enums implement. */
public interface HubTool {
    String wireName();

    boolean mutating();

    String run(HubStore store, Call call, JSONObject args) throws JSONException;

    /** Whether this call waits for the user's answer in Hearthlink's own screen first. */
    default boolean confirmFirst(JSONObject args) {
        return false;
    }

    default String prompt(JSONObject args) {
        return "Run " + wireName() + "?";
    }

    static String ok(String what) {
        return "{\"ok\":true,\"done\":" + JSONObject.quote(what) + "}";
    }
}
