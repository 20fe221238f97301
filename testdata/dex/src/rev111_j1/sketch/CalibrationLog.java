package com.tidemark.zones;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

/** The calibrate_zone operations: one row per operation, written by CalibrationWorker. */
public final class CalibrationLog {
    final SQLiteDatabase db;

    public CalibrationLog(SQLiteDatabase db) {
        this.db = db;
    }

    public void add(String operationId, int uid, String zone) {
        ContentValues row = new ContentValues();
        row.put("op_id", operationId);
        row.put("uid", uid);
        row.put("zone", zone);
        row.put("state", "queued");
        row.put("created_at", System.currentTimeMillis());
        db.insert("calibrations", null, row);
    }

    /** The operation's row, positioned on it, or null. */
    public Cursor find(String operationId) {
        Cursor c = db.query("calibrations", null, "op_id = ?", new String[] {operationId}, null, null, null);
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
        db.update("calibrations", row, "op_id = ?", new String[] {operationId});
    }

    public void fail(String operationId, String failure) {
        ContentValues row = new ContentValues();
        row.put("state", "failed");
        row.put("failure", failure);
        db.update("calibrations", row, "op_id = ?", new String[] {operationId});
    }

    public void expire(long before) {
        db.delete("calibrations", "created_at < ?", new String[] {Long.toString(before)});
    }
}
