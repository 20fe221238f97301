package com.tidepool.reef.cetp;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/**
 * Mutation deduplication (§6), in SQLite: a row per (uid, provider_id, request_id) binding the tool and the
 * arguments' digest, reserved before the tool runs and completed with its result.
 */
public final class Ledger {
    public static final long WINDOW_MS = 86400L * 1000L;
    private static final String[] COLUMNS = {"tool", "args_sha256", "state", "result"};

    public static final class Entry {
        public final String tool;
        public final String argsDigest;
        public final String state;
        public final String result;

        Entry(String tool, String argsDigest, String state, String result) {
            this.tool = tool;
            this.argsDigest = argsDigest;
            this.state = state;
            this.result = result;
        }

        public boolean done() {
            return "done".equals(state);
        }
    }

    private final SQLiteOpenHelper helper;

    public Ledger(SQLiteOpenHelper helper) {
        this.helper = helper;
    }

    /** The earlier record of this request id within the window, or null after reserving it for this call. */
    public synchronized Entry reserve(String providerId, ToolRequest request) {
        SQLiteDatabase db = helper.getWritableDatabase();
        String[] key = {Integer.toString(request.uid), providerId, request.requestId};
        long since = System.currentTimeMillis() - WINDOW_MS;
        try (Cursor c = db.query("ledger", COLUMNS, "uid = ? AND provider_id = ? AND request_id = ? AND created_at > ?",
                new String[] {key[0], key[1], key[2], Long.toString(since)}, null, null, null)) {
            if (c.moveToFirst()) {
                return new Entry(c.getString(0), c.getString(1), c.getString(2), c.getString(3));
            }
        }
        ContentValues v = new ContentValues();
        v.put("uid", Integer.valueOf(request.uid));
        v.put("provider_id", providerId);
        v.put("request_id", request.requestId);
        v.put("tool", request.toolName);
        v.put("args_sha256", request.argsDigest());
        v.put("state", "pending");
        v.put("created_at", Long.valueOf(System.currentTimeMillis()));
        db.insertWithOnConflict("ledger", null, v, SQLiteDatabase.CONFLICT_REPLACE);
        return null;
    }

    public synchronized void complete(String providerId, ToolRequest request, String result) {
        ContentValues v = new ContentValues();
        v.put("state", "done");
        v.put("result", result);
        helper.getWritableDatabase().update("ledger", v, "uid = ? AND provider_id = ? AND request_id = ?",
                new String[] {Integer.toString(request.uid), providerId, request.requestId});
    }

    /** Frees a reservation whose call ended without a result (refused, or waiting for the user). */
    public synchronized void release(String providerId, ToolRequest request) {
        helper.getWritableDatabase().delete("ledger", "uid = ? AND provider_id = ? AND request_id = ? AND state = ?",
                new String[] {Integer.toString(request.uid), providerId, request.requestId, "pending"});
    }
}
