package com.tidepool.reef.data;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

import java.util.ArrayList;
import java.util.List;

import org.json.JSONException;
import org.json.JSONObject;

/** Tanks and their water tests. */
public final class TankRepo {
    public static final class Tank {
        public final long id;
        public final String name;
        public final double litres;

        Tank(long id, String name, double litres) {
            this.id = id;
            this.name = name;
            this.litres = litres;
        }

        public JSONObject toJson() throws JSONException {
            return new JSONObject().put("tank_id", id).put("name", name).put("litres", litres);
        }
    }

    public static final class WaterTest {
        public final long id;
        public final long tankId;
        public final String parameter;
        public final double value;
        public final long takenAt;

        WaterTest(long id, long tankId, String parameter, double value, long takenAt) {
            this.id = id;
            this.tankId = tankId;
            this.parameter = parameter;
            this.value = value;
            this.takenAt = takenAt;
        }

        public JSONObject toJson() throws JSONException {
            return new JSONObject().put("test_id", id).put("tank_id", tankId).put("parameter", parameter)
                    .put("value", value).put("taken_at_ms", takenAt);
        }
    }

    private static final String[] TEST_COLUMNS = {"id", "tank_id", "parameter", "value", "taken_at"};
    private final ReefDb db;

    public TankRepo(ReefDb db) {
        this.db = db;
    }

    public List<Tank> tanks() {
        List<Tank> out = new ArrayList<Tank>();
        try (Cursor c = db.getReadableDatabase().query("tanks", new String[] {"id", "name", "litres"}, null, null,
                null, null, null)) {
            while (c.moveToNext()) {
                out.add(new Tank(c.getLong(0), c.getString(1), c.getDouble(2)));
            }
        }
        return out;
    }

    public Tank tank(long id) {
        try (Cursor c = db.getReadableDatabase().query("tanks", new String[] {"id", "name", "litres"}, "id = ?",
                new String[] {Long.toString(id)}, null, null, null)) {
            return c.moveToFirst() ? new Tank(c.getLong(0), c.getString(1), c.getDouble(2)) : null;
        }
    }

    /** The newest tests of a tank, newest first, handed to the callback one by one. */
    public void recentTests(long tankId, int limit, RowCallback<WaterTest> callback) throws JSONException {
        int count = 0;
        try (Cursor c = db.getReadableDatabase().query("water_tests", TEST_COLUMNS, "tank_id = ?",
                new String[] {Long.toString(tankId)}, null, null, "taken_at DESC", Integer.toString(limit))) {
            while (c.moveToNext()) {
                callback.onRow(readTest(c));
                count++;
            }
        }
        callback.onEnd(count);
    }

    /** Clears the tank's "new readings" badge. */
    public int markSeen(long tankId) {
        ContentValues v = new ContentValues();
        v.put("seen", Integer.valueOf(1));
        return db.getWritableDatabase().update("water_tests", v, "tank_id = ? AND seen = 0",
                new String[] {Long.toString(tankId)});
    }

    public WaterTest test(long id) {
        try (Cursor c = db.getReadableDatabase().query("water_tests", TEST_COLUMNS, "id = ?",
                new String[] {Long.toString(id)}, null, null, null)) {
            return c.moveToFirst() ? readTest(c) : null;
        }
    }

    private static WaterTest readTest(Cursor c) {
        return new WaterTest(c.getLong(0), c.getLong(1), c.getString(2), c.getDouble(3), c.getLong(4));
    }

    public long insertTest(long tankId, String parameter, double value, String recordedBy) {
        ContentValues v = new ContentValues();
        v.put("tank_id", Long.valueOf(tankId));
        v.put("parameter", parameter);
        v.put("value", Double.valueOf(value));
        v.put("taken_at", Long.valueOf(System.currentTimeMillis()));
        v.put("recorded_by", recordedBy);
        return db.getWritableDatabase().insert("water_tests", null, v);
    }

    public boolean deleteTest(long id) {
        return db.getWritableDatabase().delete("water_tests", "id = ?", new String[] {Long.toString(id)}) == 1;
    }

    public boolean renameTank(long id, String name) {
        ContentValues v = new ContentValues();
        v.put("name", name);
        SQLiteDatabase w = db.getWritableDatabase();
        return w.update("tanks", v, "id = ?", new String[] {Long.toString(id)}) == 1;
    }
}
