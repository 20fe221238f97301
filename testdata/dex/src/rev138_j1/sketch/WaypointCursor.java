package com.trailmark.data;

import android.database.Cursor;
import android.database.CursorWrapper;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Waypoint rows with typed getters and their JSON form for find_waypoints. */
public final class WaypointCursor extends CursorWrapper {
    public WaypointCursor(Cursor cursor) {
        super(cursor);
    }

    public long id() {
        return getLong(getColumnIndexOrThrow("_id"));
    }

    public String name() {
        return getString(getColumnIndexOrThrow("name"));
    }

    /** Stored as ",summit,water,"; returned as a list. */
    public JSONArray tags() {
        JSONArray out = new JSONArray();
        for (String t : getString(getColumnIndexOrThrow("tags")).split(",")) {
            if (!t.isEmpty()) {
                out.put(t);
            }
        }
        return out;
    }

    public JSONObject toJson() throws JSONException {
        return new JSONObject()
                .put("waypoint_id", id())
                .put("trip_id", getLong(getColumnIndexOrThrow("trip_id")))
                .put("kind", getString(getColumnIndexOrThrow("kind")))
                .put("name", name())
                .put("tags", tags())
                .put("lat", getDouble(getColumnIndexOrThrow("lat")))
                .put("lon", getDouble(getColumnIndexOrThrow("lon")))
                .put("recorded_at", getLong(getColumnIndexOrThrow("recorded_at")));
    }
}
