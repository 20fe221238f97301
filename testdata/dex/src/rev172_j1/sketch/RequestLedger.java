package com.fernhill.stockroom.core;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

/**
 * Durable execution records (§4.4, §6): one ledger row per (caller UID, provider, request_id) with the tool, the
 * argument digest and the terminal outcome, and one row per background operation. Callers write them inside the
 * transaction of the business change.
 */
public final class RequestLedger {

    public static final class Entry {
        public final String tool;
        public final String argsSha256;
        public final String outcome;

        Entry(String tool, String argsSha256, String outcome) {
            this.tool = tool;
            this.argsSha256 = argsSha256;
            this.outcome = outcome;
        }
    }

    public static final class Operation {
        public final String id;
        public final int uid;
        public final String providerId;
        public final String requestId;
        public final String tool;
        public final String state;
        public final String result;
        public final String errorCode;

        Operation(String id, int uid, String providerId, String requestId, String tool, String state, String result,
                String errorCode) {
            this.id = id;
            this.uid = uid;
            this.providerId = providerId;
            this.requestId = requestId;
            this.tool = tool;
            this.state = state;
            this.result = result;
            this.errorCode = errorCode;
        }

        public boolean terminal() {
            return "succeeded".equals(state) || "failed".equals(state) || "cancelled".equals(state);
        }
    }

    private final StockDb db;

    RequestLedger(StockDb db) {
        this.db = db;
    }

    public Entry find(int uid, String providerId, String requestId) {
        Cursor c = db.getReadableDatabase().query("request_ledger", new String[] {"tool", "args_sha256", "outcome"},
                "uid = ? AND provider_id = ? AND request_id = ?",
                new String[] {String.valueOf(uid), providerId, requestId}, null, null, null);
        try {
            return c.moveToFirst() ? new Entry(c.getString(0), c.getString(1), c.getString(2)) : null;
        } finally {
            c.close();
        }
    }

    public void reserve(SQLiteDatabase tx, int uid, String providerId, String requestId, String tool, String digest) {
        ContentValues row = new ContentValues();
        row.put("uid", Integer.valueOf(uid));
        row.put("provider_id", providerId);
        row.put("request_id", requestId);
        row.put("tool", tool);
        row.put("args_sha256", digest);
        row.put("created_at", Long.valueOf(System.currentTimeMillis()));
        tx.insertOrThrow("request_ledger", null, row);
    }

    public void complete(SQLiteDatabase tx, int uid, String providerId, String requestId, String outcome) {
        ContentValues row = new ContentValues();
        row.put("outcome", outcome);
        tx.update("request_ledger", row, "uid = ? AND provider_id = ? AND request_id = ?",
                new String[] {String.valueOf(uid), providerId, requestId});
    }

    public void openOperation(SQLiteDatabase tx, String id, int uid, String providerId, String requestId,
            String tool) {
        long now = System.currentTimeMillis();
        ContentValues row = new ContentValues();
        row.put("id", id);
        row.put("uid", Integer.valueOf(uid));
        row.put("provider_id", providerId);
        row.put("request_id", requestId);
        row.put("tool", tool);
        row.put("state", "queued");
        row.put("created_at", Long.valueOf(now));
        row.put("updated_at", Long.valueOf(now));
        tx.insertOrThrow("operations", null, row);
    }

    public Operation operation(String id) {
        Cursor c = db.getReadableDatabase().query("operations",
                new String[] {"id", "uid", "provider_id", "request_id", "tool", "state", "result", "error_code"},
                "id = ?", new String[] {id}, null, null, null);
        try {
            if (!c.moveToFirst()) {
                return null;
            }
            return new Operation(c.getString(0), c.getInt(1), c.getString(2), c.getString(3), c.getString(4),
                    c.getString(5), c.getString(6), c.getString(7));
        } finally {
            c.close();
        }
    }

    /** queued → running, unless cancellation was requested first: then the operation ends cancelled. */
    public boolean start(String id) {
        SQLiteDatabase tx = db.getWritableDatabase();
        ContentValues row = new ContentValues();
        row.put("state", "running");
        row.put("updated_at", Long.valueOf(System.currentTimeMillis()));
        if (tx.update("operations", row, "id = ? AND state = 'queued' AND cancel_requested = 0",
                new String[] {id}) == 1) {
            return true;
        }
        finish(tx, id, "cancelled", null, null);
        return false;
    }

    public void finish(SQLiteDatabase tx, String id, String state, String result, String errorCode) {
        ContentValues row = new ContentValues();
        row.put("state", state);
        row.put("result", result);
        row.put("error_code", errorCode);
        row.put("updated_at", Long.valueOf(System.currentTimeMillis()));
        tx.update("operations", row, "id = ? AND state IN ('queued', 'running')", new String[] {id});
    }

    public boolean requestCancel(String id) {
        ContentValues row = new ContentValues();
        row.put("cancel_requested", Integer.valueOf(1));
        return db.getWritableDatabase().update("operations", row, "id = ? AND state IN ('queued', 'running')",
                new String[] {id}) == 1;
    }

    /** After a restart nothing is running: interrupted operations end failed instead of running twice. */
    public void recoverInterrupted(String providerId) {
        ContentValues row = new ContentValues();
        row.put("state", "failed");
        row.put("error_code", "UNAVAILABLE");
        row.put("updated_at", Long.valueOf(System.currentTimeMillis()));
        db.getWritableDatabase().update("operations", row, "provider_id = ? AND state IN ('queued', 'running')",
                new String[] {providerId});
    }
}
