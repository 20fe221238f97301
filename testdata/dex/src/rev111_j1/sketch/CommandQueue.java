package com.tidemark.routines;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

/** The run_command operations: one row per command, run later by CommandWorker. */
public final class CommandQueue {
    final SQLiteDatabase db;

    public CommandQueue(SQLiteDatabase db) {
        this.db = db;
    }

    public void add(String operationId, int uid, String requestId, String device, String command) {
        ContentValues row = new ContentValues();
        row.put("op_id", operationId);
        row.put("uid", uid);
        row.put("request_id", requestId);
        row.put("device", device);
        row.put("command", command);
        row.put("state", "queued");
        row.put("created_at", System.currentTimeMillis());
        db.insert("commands", null, row);
    }

    /** The operation's row, positioned on it, or null. */
    public Cursor find(String operationId) {
        Cursor c = db.query("commands", null, "op_id = ?", new String[] {operationId}, null, null, null);
        if (c.moveToFirst()) {
            return c;
        }
        c.close();
        return null;
    }

    public void finish(String operationId, String resultJson) {
        ContentValues row = new ContentValues();
        row.put("state", "succeeded");
        row.put("result", resultJson);
        db.update("commands", row, "op_id = ?", new String[] {operationId});
    }

    public void fail(String operationId, String error) {
        ContentValues row = new ContentValues();
        row.put("state", "failed");
        row.put("error", error);
        db.update("commands", row, "op_id = ?", new String[] {operationId});
    }
}
