package com.relaykit.home.routines;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.relaykit.home.cetp.CetpError;
import com.relaykit.home.core.HomeDb;
import com.relaykit.home.core.Tokens;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Routines (a time of day and a list of device actions) and their runs. */
public final class RoutineRepo {
    private static final String[] COLUMNS = {"_id", "name", "trigger_at", "actions", "enabled", "created_at"};

    private final HomeDb db;

    public RoutineRepo(HomeDb db) {
        this.db = db;
    }

    public JSONObject list(boolean includeDisabled) throws JSONException {
        String selection = includeDisabled ? null : "enabled = 1";
        JSONArray list = new JSONArray();
        try (Cursor c = db.getReadableDatabase().query("routines", COLUMNS, selection, null, null, null,
                "trigger_at ASC")) {
            while (c.moveToNext()) {
                JSONObject r = new JSONObject();
                r.put("routine_id", c.getString(0));
                r.put("name", c.getString(1));
                r.put("trigger_at", c.getString(2));
                r.put("action_count", new JSONArray(c.getString(3)).length());
                r.put("enabled", c.getInt(4) == 1);
                list.put(r);
            }
        }
        JSONObject out = new JSONObject();
        out.put("routines", list);
        return out;
    }

    public JSONObject runs(String routineId, int limit) throws JSONException {
        String[] cols = {"ran_at", "actions_sent"};
        String[] args = {routineId};
        JSONArray list = new JSONArray();
        try (Cursor c = db.getReadableDatabase().query("routine_runs", cols, "routine_id = ?", args, null, null,
                "ran_at DESC")) {
            while (list.length() < limit && c.moveToNext()) {
                JSONObject r = new JSONObject();
                r.put("ran_at", c.getLong(0));
                r.put("actions_sent", c.getInt(1));
                list.put(r);
            }
        }
        JSONObject out = new JSONObject();
        out.put("routine_id", routineId);
        out.put("runs", list);
        return out;
    }

    /** The stored row, for undo and for the confirmation text; INVALID_ARGS when there is none. */
    public ContentValues snapshot(String id) throws CetpError {
        String[] args = {id};
        try (Cursor c = db.getReadableDatabase().query("routines", COLUMNS, "_id = ?", args, null, null, null)) {
            if (!c.moveToFirst()) {
                throw new CetpError("INVALID_ARGS");
            }
            ContentValues v = new ContentValues();
            v.put("_id", c.getString(0));
            v.put("name", c.getString(1));
            v.put("trigger_at", c.getString(2));
            v.put("actions", c.getString(3));
            v.put("enabled", c.getInt(4));
            v.put("created_at", c.getLong(5));
            return v;
        }
    }

    public boolean touchesLocks(String actionsJson) {
        return actionsJson.contains("\"unlock\"");
    }

    public String actionsOf(String id) throws CetpError {
        return snapshot(id).getAsString("actions");
    }

    public String create(String name, String triggerAt, JSONArray actions) {
        String id = "rt_" + Tokens.random(8);
        ContentValues v = new ContentValues();
        v.put("_id", id);
        v.put("name", name);
        v.put("trigger_at", triggerAt);
        v.put("actions", actions.toString());
        v.put("enabled", 1);
        v.put("created_at", System.currentTimeMillis());
        db.getWritableDatabase().insertOrThrow("routines", null, v);
        return id;
    }

    public void restore(ContentValues snapshot) {
        db.getWritableDatabase().insertOrThrow("routines", null, snapshot);
    }

    public boolean delete(String id) {
        String[] args = {id};
        return db.getWritableDatabase().delete("routines", "_id = ?", args) == 1;
    }

    /** Queues every action of the routine for the hub and records the run; returns how many were queued. */
    public int run(String id) throws CetpError, JSONException {
        JSONArray actions = new JSONArray(actionsOf(id));
        SQLiteDatabase d = db.getWritableDatabase();
        long now = System.currentTimeMillis();
        for (int i = 0; i < actions.length(); i++) {
            JSONObject a = actions.getJSONObject(i);
            ContentValues v = new ContentValues();
            v.put("device_id", a.getString("device_id"));
            v.put("command", a.getString("command"));
            v.put("queued_at", now);
            d.insertOrThrow("hub_outbox", null, v);
        }
        ContentValues run = new ContentValues();
        run.put("routine_id", id);
        run.put("ran_at", now);
        run.put("actions_sent", actions.length());
        d.insertOrThrow("routine_runs", null, run);
        return actions.length();
    }
}
