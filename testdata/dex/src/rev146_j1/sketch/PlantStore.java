package com.greenwick.garden.data;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.greenwick.garden.di.Lazy;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Plants and their watering log in the app database. */
public final class PlantStore {
    private static final String[] COLUMNS = {"id", "name", "species", "water_every_days", "last_watered_at", "photo"};

    private final Lazy<SQLiteDatabase> db;

    public PlantStore(Lazy<SQLiteDatabase> db) {
        this.db = db;
    }

    public JSONArray all() throws JSONException {
        Cursor c = db.get().query("plants", COLUMNS, null, null, null, null, "name");
        try {
            JSONArray out = new JSONArray();
            while (c.moveToNext()) {
                out.put(row(c));
            }
            return out;
        } finally {
            c.close();
        }
    }

    public JSONObject find(String id) throws JSONException {
        Cursor c = db.get().query("plants", COLUMNS, "id = ?", new String[] {id}, null, null, null);
        try {
            return c.moveToFirst() ? row(c) : null;
        } finally {
            c.close();
        }
    }

    /** Adds a watering to the log and returns its row id. */
    public long logWatering(String plantId, int amountMl, long at) {
        SQLiteDatabase d = db.get();
        ContentValues watering = new ContentValues();
        watering.put("plant_id", plantId);
        watering.put("amount_ml", amountMl);
        watering.put("at", at);
        long id = d.insert("waterings", null, watering);
        ContentValues plant = new ContentValues();
        plant.put("last_watered_at", at);
        d.update("plants", plant, "id = ?", new String[] {plantId});
        return id;
    }

    /** Deletes a plant and its watering log; returns how many plants were deleted (0 or 1). */
    public int remove(String id) {
        SQLiteDatabase d = db.get();
        d.beginTransaction();
        try {
            d.delete("waterings", "plant_id = ?", new String[] {id});
            int removed = d.delete("plants", "id = ?", new String[] {id});
            d.setTransactionSuccessful();
            return removed;
        } finally {
            d.endTransaction();
        }
    }

    private static JSONObject row(Cursor c) throws JSONException {
        JSONObject plant = new JSONObject()
                .put("id", c.getString(0))
                .put("name", c.getString(1))
                .put("species", c.isNull(2) ? "" : c.getString(2))
                .put("water_every_days", c.getInt(3));
        if (!c.isNull(4)) {
            plant.put("last_watered_at", c.getLong(4));
        }
        if (!c.isNull(5)) {
            plant.put("photo_uri", "content://com.greenwick.garden.plants/photos/" + c.getString(5));
        }
        return plant;
    }
}
