package com.rc;

import android.content.ContentValues;
import android.database.Cursor;

/** The operations table. */
public final class OpStore {
    private static final String[] COLUMNS = {"id", "owner_uid", "state"};
    private final OpsDb db;

    public OpStore(OpsDb db) {
        this.db = db;
    }

    public void create(String id, int ownerUid) {
        ContentValues row = new ContentValues();
        row.put("id", id);
        row.put("owner_uid", ownerUid);
        row.put("state", "running");
        db.getWritableDatabase().insert("ops", null, row);
    }

    /** The row of operation id, whoever owns it. */
    public Op find(String id) {
        Cursor c = db.getReadableDatabase().rawQuery("SELECT id, owner_uid, state FROM ops WHERE id = '" + id + "'", null);
        try {
            return c.moveToFirst() ? Op.from(c) : null;
        } finally {
            c.close();
        }
    }

    /** The row of operation id when uid owns it. */
    public Op findOwned(String id, int uid) {
        Cursor c = db.getReadableDatabase().rawQuery(
                "SELECT id, owner_uid, state FROM ops WHERE id = '" + id + "' AND owner_uid = " + uid, null);
        try {
            return c.moveToFirst() ? Op.from(c) : null;
        } finally {
            c.close();
        }
    }

    public void cancel(String id) {
        ContentValues row = new ContentValues();
        row.put("state", "cancelled");
        db.getWritableDatabase().update("ops", row, "id = ?", new String[] {id});
    }
}
