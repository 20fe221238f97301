package com.bc;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

/** Negotiated sessions in SQLite. */
final class Sessions {
    private final SQLiteDatabase db;

    Sessions(SQLiteDatabase db) {
        this.db = db;
    }

    /** The session is the token's only when the same UID opened it. */
    boolean validFor(String token, int uid) {
        Cursor c = db.query("sessions", new String[] {"expires_at"}, "token = ? AND uid = ?",
                new String[] {token, String.valueOf(uid)}, null, null, null);
        try {
            return c.moveToFirst() && c.getLong(0) > System.currentTimeMillis();
        } finally {
            c.close();
        }
    }

    /** Any holder of the token. */
    boolean valid(String token) {
        Cursor c = db.query("sessions", new String[] {"expires_at"}, "token = ?", new String[] {token},
                null, null, null);
        try {
            return c.moveToFirst() && c.getLong(0) > System.currentTimeMillis();
        } finally {
            c.close();
        }
    }
}
