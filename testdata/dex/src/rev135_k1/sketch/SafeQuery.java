package com.fernhill.lend;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteException;
import org.json.JSONException;
import org.json.JSONObject;

/** One-row reads that never throw: a failure goes to the caller's listener and the row is null. */
public final class SafeQuery {
    private SafeQuery() {
    }

    public static JSONObject first(SQLiteDatabase db, String sql, String[] args, ErrorListener onError) {
        Cursor cursor = null;
        try {
            cursor = db.rawQuery(sql, args);
            if (!cursor.moveToFirst()) {
                return null;
            }
            JSONObject row = new JSONObject();
            for (int i = 0; i < cursor.getColumnCount(); i++) {
                row.put(cursor.getColumnName(i), cursor.getString(i));
            }
            return row;
        } catch (SQLiteException | JSONException e) {
            onError.onError(e);
            return null;
        } finally {
            if (cursor != null) {
                cursor.close();
            }
        }
    }
}
