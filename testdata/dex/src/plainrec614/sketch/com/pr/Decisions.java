package com.pr;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONException;
import org.json.JSONObject;

/** What the user decided on the confirmation screen, by resume token (written by the screen, read once). */
public final class Decisions {
    private static final Map<String, JSONObject> BY_TOKEN = new ConcurrentHashMap<>();

    private Decisions() {
    }

    static void record(String token, boolean approved) throws JSONException {
        BY_TOKEN.put(token, new JSONObject().put("approved", approved));
    }

    /** The decision for a token, once; null when there is none. */
    static Fields take(String token) {
        JSONObject record = token == null ? null : BY_TOKEN.remove(token);
        return record == null ? null : new Fields(record);
    }
}
