package com.tidepool.reef.data;

import android.content.ContentValues;
import android.database.Cursor;

import java.util.ArrayList;
import java.util.List;

import org.json.JSONException;
import org.json.JSONObject;

/** Dosing pumps, their level readings, schedules and the command queue the pump driver works through. */
public final class PumpRepo {
    public static final class Pump {
        public final long id;
        public final String name;
        public final String additive;

        Pump(long id, String name, String additive) {
            this.id = id;
            this.name = name;
            this.additive = additive;
        }

        public JSONObject toJson() throws JSONException {
            return new JSONObject().put("pump_id", id).put("name", name).put("additive", additive);
        }
    }

    public static final class Reading {
        public final double levelMl;
        public final long readAt;

        Reading(double levelMl, long readAt) {
            this.levelMl = levelMl;
            this.readAt = readAt;
        }

        public JSONObject toJson() throws JSONException {
            return new JSONObject().put("level_ml", levelMl).put("read_at_ms", readAt);
        }
    }

    private final ReefDb db;

    public PumpRepo(ReefDb db) {
        this.db = db;
    }

    public List<Pump> pumps() {
        List<Pump> out = new ArrayList<Pump>();
        try (Cursor c = db.getReadableDatabase().query("pumps", new String[] {"id", "name", "additive"}, null,
                null, null, null, null)) {
            while (c.moveToNext()) {
                out.add(new Pump(c.getLong(0), c.getString(1), c.getString(2)));
            }
        }
        return out;
    }

    public Pump pump(long id) {
        try (Cursor c = db.getReadableDatabase().query("pumps", new String[] {"id", "name", "additive"}, "id = ?",
                new String[] {Long.toString(id)}, null, null, null)) {
            return c.moveToFirst() ? new Pump(c.getLong(0), c.getString(1), c.getString(2)) : null;
        }
    }

    public void readings(long pumpId, int limit, RowCallback<Reading> callback) throws JSONException {
        int count = 0;
        try (Cursor c = db.getReadableDatabase().query("pump_readings", new String[] {"level_ml", "read_at"},
                "pump_id = ?", new String[] {Long.toString(pumpId)}, null, null, "read_at DESC",
                Integer.toString(limit))) {
            while (c.moveToNext()) {
                callback.onRow(new Reading(c.getDouble(0), c.getLong(1)));
                count++;
            }
        }
        callback.onEnd(count);
    }

    public long insertSchedule(long pumpId, double ml, long atMs, String requestedBy) {
        ContentValues v = new ContentValues();
        v.put("pump_id", Long.valueOf(pumpId));
        v.put("ml", Double.valueOf(ml));
        v.put("at_ms", Long.valueOf(atMs));
        v.put("requested_by", requestedBy);
        return db.getWritableDatabase().insert("dose_schedules", null, v);
    }

    public boolean scheduleExists(long id) {
        try (Cursor c = db.getReadableDatabase().query("dose_schedules", new String[] {"id"}, "id = ?",
                new String[] {Long.toString(id)}, null, null, null)) {
            return c.moveToFirst();
        }
    }

    public boolean deleteSchedule(long id) {
        return db.getWritableDatabase().delete("dose_schedules", "id = ?", new String[] {Long.toString(id)}) == 1;
    }

    public long queueCommand(long pumpId, double ml) {
        ContentValues v = new ContentValues();
        v.put("pump_id", Long.valueOf(pumpId));
        v.put("ml", Double.valueOf(ml));
        v.put("state", "queued");
        v.put("issued_at", Long.valueOf(System.currentTimeMillis()));
        return db.getWritableDatabase().insert("pump_commands", null, v);
    }

    public void setCommandState(long commandId, String state) {
        ContentValues v = new ContentValues();
        v.put("state", state);
        db.getWritableDatabase().update("pump_commands", v, "id = ?", new String[] {Long.toString(commandId)});
    }
}
