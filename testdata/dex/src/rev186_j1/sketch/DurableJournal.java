package com.tallyworks.stockroom.inventory;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;

import com.tallyworks.stockroom.cetp.Envelopes;
import com.tallyworks.stockroom.cetp.MutationExecutor;
import com.tallyworks.stockroom.cetp.ToolCall;
import com.tallyworks.stockroom.cetp.ToolSpec;
import com.tallyworks.stockroom.data.StockDatabase;

/**
 * The inventory provider's mutation executor: the dedup record (UID, provider, request id, tool, args digest,
 * outcome) and the business change are written in one SQLite transaction; a repeated request id replays the
 * stored outcome, a reused id with other content is INVALID_REQUEST. One executor at a time (static lock).
 */
final class DurableJournal implements MutationExecutor {
    private static final Object LOCK = new Object();
    private static final String[] COLUMNS = {"tool", "args_sha256", "outcome"};

    private final StockDatabase database;

    DurableJournal(StockDatabase database) {
        this.database = database;
    }

    @Override
    public Bundle execute(String providerId, ToolCall call, ToolSpec tool, Mutation work) throws Exception {
        String digest = call.argsDigest();
        synchronized (LOCK) {
            SQLiteDatabase db = database.getWritableDatabase();
            db.beginTransaction();
            try {
                Cursor c = db.query("mutation_log", COLUMNS, "uid = ? AND provider = ? AND request_id = ?",
                        new String[] {Integer.toString(call.uid), providerId, call.requestId}, null, null, null);
                try {
                    if (c.moveToFirst()) {
                        if (!tool.name.equals(c.getString(0)) || !digest.equals(c.getString(1))) {
                            return Envelopes.error(call, "INVALID_REQUEST");
                        }
                        return Envelopes.replay(call, c.getString(2));
                    }
                } finally {
                    c.close();
                }
                Bundle outcome = work.run();
                ContentValues record = new ContentValues();
                record.put("uid", call.uid);
                record.put("provider", providerId);
                record.put("request_id", call.requestId);
                record.put("tool", tool.name);
                record.put("args_sha256", digest);
                record.put("outcome", Envelopes.snapshot(outcome));
                record.put("at", System.currentTimeMillis());
                db.insertOrThrow("mutation_log", null, record);
                db.setTransactionSuccessful();
                return outcome;
            } finally {
                db.endTransaction();
            }
        }
    }
}
