package com.ro;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

/** Sessions kept as rows; find() builds the Session from the row its token names. */
final class Sessions {
    private final SQLiteDatabase db;

    Sessions(SQLiteDatabase db) {
        this.db = db;
    }

    Session find(String token) {
        if (token == null) {
            return null;
        }
        Cursor c = db.query("sessions", new String[] {"uid", "expires_at"}, "token = ?", new String[] {token}, null, null, null);
        try {
            if (!c.moveToFirst()) {
                return null;
            }
            return new Session(token, c.getInt(0), c.getLong(1));
        } finally {
            c.close();
        }
    }
}
