package com.jn;

import android.content.ContentValues;
import android.database.Cursor;

/** Request ids already served, durable: journal.request_id is the PRIMARY KEY. */
public final class Journal {
    private final Db db;

    public Journal(Db db) {
        this.db = db;
    }

    /** The note an earlier request with this id made, or -1. */
    public long noteOf(String requestId) {
        Cursor c = db.getReadableDatabase().query("journal", new String[] {"note_id"}, "request_id = ?",
                new String[] {requestId}, null, null, null);
        try {
            return c.moveToFirst() ? c.getLong(0) : -1L;
        } finally {
            c.close();
        }
    }

    public void record(String requestId, long noteId) {
        ContentValues row = new ContentValues();
        row.put("request_id", requestId);
        row.put("note_id", noteId);
        db.getWritableDatabase().insert("journal", null, row);
    }
}
