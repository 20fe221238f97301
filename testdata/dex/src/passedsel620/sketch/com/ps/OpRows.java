package com.ps;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

/** The operations table; every finder goes through one query helper. */
final class OpRows {
    private static final String[] COLUMNS = {"op_id", "owner_uid", "state"};
    private final SQLiteDatabase db;

    OpRows(SQLiteDatabase db) {
        this.db = db;
    }

    Op find(String opId) {
        return one("op_id = ?", opId);
    }

    Op findByKey(String dedupKey) {
        return one("dedup_key = ?", dedupKey);
    }

    private Op one(String where, String arg) {
        Cursor c = db.query("operations", COLUMNS, where, new String[] {arg}, null, null, null);
        try {
            return c.moveToFirst() ? new Op(c.getString(0), c.getInt(1), c.getString(2)) : null;
        } finally {
            c.close();
        }
    }

    void markCancelled(Op op) {
        ContentValues values = new ContentValues();
        values.put("state", "cancelled");
        db.update("operations", values, "op_id = ?", new String[] {op.id});
    }
}
