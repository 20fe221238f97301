package com.example.r36j1;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import org.json.JSONArray;

// Thin SQLite wrapper shared by the providers.
final class Store {
    private final SQLiteDatabase db;

    Store(SQLiteDatabase db) {
        this.db = db;
    }

    String rows(String table, String selection, String[] selectionArgs) {
        Cursor c = db.query(table, null, selection, selectionArgs, null, null, null);
        try {
            JSONArray out = new JSONArray();
            while (c.moveToNext()) {
                out.put(c.getString(0));
            }
            return out.toString();
        } finally {
            c.close();
        }
    }

    void write(String sql, Object... bind) {
        db.execSQL(sql, bind);
    }
}
