package com.ht;

import android.content.ContentValues;
import android.database.sqlite.SQLiteDatabase;

/** The notes database's own helpers. */
final class NoteStore {
    private NoteStore() {
    }

    /** The access log: a row per read, which §3.4 lets a read tool write. */
    static void logAccess(SQLiteDatabase db, String tool) {
        ContentValues row = new ContentValues();
        row.put("tool", tool);
        db.insert("access_log", null, row);
    }

    /** The reply kept for a mutation's request_id. */
    static void remember(SQLiteDatabase db, String requestId) {
        ContentValues row = new ContentValues();
        row.put("request_id", requestId);
        db.insert("replies", null, row);
    }
}
