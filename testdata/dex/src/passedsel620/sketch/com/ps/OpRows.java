package com.ps;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import java.util.HashMap;
import java.util.Map;

/** The operations table; every finder goes through one query helper. */
final class OpRows {
    private static final String[] COLUMNS = {"op_id", "owner_uid", "state"};
    /** Not final: the selection is read from the field, not folded into each use. */
    private static String byId = "op_id = ?";
    private final SQLiteDatabase db;
    private final Map<String, Op> recent = new HashMap<>();

    OpRows(SQLiteDatabase db) {
        this.db = db;
    }

    /** The operation with this id: the recently read ones from memory, the others from the table. */
    Op find(String opId) {
        Op op = recent.get(opId);
        if (op == null) {
            op = one(byId, opId);
            if (op != null) {
                recent.put(opId, op);
            }
        }
        return op;
    }

    Op findByKey(String dedupKey) {
        return one("dedup_key = ?", dedupKey);
    }

    /** An archived operation, read through the helper that takes its arguments as given. */
    Op findArchived(String opId) {
        return many("archived_operations", "op_id = ?", opId);
    }

    private Op many(String table, String where, String... args) {
        Cursor c = db.query(table, COLUMNS, where, args, null, null, null);
        try {
            return c.moveToFirst() ? new Op(c.getString(0), c.getInt(1), c.getString(2)) : null;
        } finally {
            c.close();
        }
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
