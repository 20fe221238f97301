package com.jn;

import android.content.ContentValues;

/** The notes table. */
public final class NotesDao {
    private final Db db;

    public NotesDao(Db db) {
        this.db = db;
    }

    public long insert(int ownerUid, String body) {
        ContentValues row = new ContentValues();
        row.put("owner_uid", ownerUid);
        row.put("body", body);
        return db.getWritableDatabase().insert("notes", null, row);
    }
}
