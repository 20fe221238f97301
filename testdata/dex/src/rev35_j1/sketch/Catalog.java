package com.example.r35j1;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

// Thin SQLite helper shared by the loans desk and the reading lists.
final class Catalog {
    private final SQLiteDatabase db;

    Catalog(SQLiteDatabase db) {
        this.db = db;
    }

    String rows(String sql, String[] bind) {
        Cursor c = db.rawQuery(sql, bind);
        try {
            JSONArray out = new JSONArray();
            while (c.moveToNext()) {
                JSONObject row = new JSONObject();
                row.put("a", c.getString(0));
                row.put("b", c.getString(1));
                row.put("c", c.getString(2));
                out.put(row);
            }
            return out.toString();
        } catch (JSONException e) {
            return "[]";
        } finally {
            c.close();
        }
    }

    void write(String sql, Object[] bind) {
        db.execSQL(sql, bind);
    }

    boolean firstTime(int uid, String requestId) {
        ContentValues v = new ContentValues();
        v.put("uid", Integer.valueOf(uid));
        v.put("request_id", requestId);
        return db.insertWithOnConflict("seen_requests", null, v, SQLiteDatabase.CONFLICT_IGNORE) != -1L;
    }
}
