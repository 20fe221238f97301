package com.example.r35j2;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import org.json.JSONArray;

// SQLite access shared by every Hotdesk endpoint.
final class Store {
    private final SQLiteDatabase db;

    Store(SQLiteDatabase db) {
        this.db = db;
    }

    String rows(String sql, String... args) {
        try (Cursor c = db.rawQuery(sql, args)) {
            JSONArray out = new JSONArray();
            while (c.moveToNext()) {
                out.put(c.getString(0) + "/" + c.getString(1) + "/" + c.getString(2));
            }
            return out.toString();
        }
    }

    String first(String sql, String... args) {
        try (Cursor c = db.rawQuery(sql, args)) {
            return c.moveToFirst() ? c.getString(0) : null;
        }
    }

    void exec(String sql, Object... args) {
        db.execSQL(sql, args);
    }
}
