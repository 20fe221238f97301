package com.curbpass.core;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import org.json.JSONException;
import org.json.JSONObject;

public final class Db {
    private static final String SCHEMA = """
            CREATE TABLE IF NOT EXISTS meters (
              id INTEGER PRIMARY KEY AUTOINCREMENT,
              plate TEXT NOT NULL, zone TEXT NOT NULL,
              minutes INTEGER NOT NULL, billed_to TEXT)""";

    private final SQLiteDatabase db;

    public Db(Context ctx) {
        db = ctx.openOrCreateDatabase("curbpass.db", 0, null);
        db.execSQL(SCHEMA);
    }

    public long startMeter(String plate, String zone, int minutes, String billedTo) {
        ContentValues v = new ContentValues();
        v.put("plate", plate);
        v.put("zone", zone);
        v.put("minutes", minutes);
        v.put("billed_to", billedTo);
        return db.insert("meters", null, v);
    }

    public int extendMeter(String plate, int minutes) {
        ContentValues v = new ContentValues();
        v.put("minutes", minutes);
        return db.update("meters", v, "plate = ?", new String[] {plate});
    }

    public JSONObject rows(String sql, String[] args) throws JSONException {
        JSONObject out = new JSONObject();
        try (Cursor c = db.rawQuery(sql, args)) {
            out.put("count", c.getCount());
            if (c.moveToNext()) {
                out.put("first", c.getString(0));
            }
        }
        return out;
    }
}
