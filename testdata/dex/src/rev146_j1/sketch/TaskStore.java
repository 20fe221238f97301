package com.greenwick.garden.data;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Garden tasks: one-off ones, and recurring ones that come back every every_ms. */
public interface TaskStore {
    /** Open tasks due at or before the given time, soonest first. */
    JSONArray due(long until) throws JSONException;

    JSONObject find(String id) throws JSONException;

    boolean complete(String id, long at);

    void reschedule(String id, long dueAt);

    int countCompleted();

    int clearCompleted();
}
