package com.tallowbrook.salon.core;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import org.json.JSONException;

/**
 * Mutation deduplication (§6): one row per (caller UID, provider id, request_id) with the tool and the args digest,
 * written in the same transaction as the tool's own change.
 */
public final class Ledger {
    public static final int REPLAY_FRESH = 0;
    public static final int REPLAY_MISMATCH = 1;
    public static final int REPLAY_DONE = 2;
    public static final int REPLAY_ACCEPTED = 3;

    /** What an earlier execution with the same request_id left behind. */
    public static final class Replay {
        public final int kind;
        public final ToolCall.Result result;
        public final String operationId;

        Replay(int kind, ToolCall.Result result, String operationId) {
            this.kind = kind;
            this.result = result;
            this.operationId = operationId;
        }

        static Replay fresh() {
            return new Replay(REPLAY_FRESH, null, null);
        }

        static Replay mismatch() {
            return new Replay(REPLAY_MISMATCH, null, null);
        }

        static Replay done(ToolCall.Result result) {
            return new Replay(REPLAY_DONE, result, null);
        }

        static Replay accepted(String operationId) {
            return new Replay(REPLAY_ACCEPTED, null, operationId);
        }
    }

    /** The tool body run once under the ledger's transaction. */
    public interface Work {
        ToolCall.Result run() throws Exception;
    }

    private final SalonDb db;
    private final String providerId;

    public Ledger(SalonDb db, String providerId) {
        this.db = db;
        this.providerId = providerId;
    }

    public Replay replay(ToolCall call) throws JSONException {
        return replay(db.getReadableDatabase(), call);
    }

    Replay replay(SQLiteDatabase sql, ToolCall call) throws JSONException {
        Cursor c = sql.query("ledger", new String[] {"tool", "args_digest", "operation_id", "outcome"},
                "uid = ? AND provider_id = ? AND request_id = ?",
                new String[] {Integer.toString(call.uid), providerId, call.requestId}, null, null, null);
        try {
            if (!c.moveToFirst()) {
                return Replay.fresh();
            }
            if (!call.tool.equals(c.getString(0)) || !call.argsDigest.equals(c.getString(1))) {
                return Replay.mismatch();
            }
            if (!c.isNull(2)) {
                return Replay.accepted(c.getString(2));
            }
            return Replay.done(ToolCall.Result.decode(c.getString(3)));
        } finally {
            c.close();
        }
    }

    /** Runs the work once for this request_id; a concurrent or later duplicate gets the stored outcome. */
    public Replay runOnce(ToolCall call, Work work) throws Exception {
        SQLiteDatabase sql = db.getWritableDatabase();
        sql.beginTransaction();
        try {
            Replay earlier = replay(sql, call);
            if (earlier.kind != REPLAY_FRESH) {
                sql.setTransactionSuccessful();
                return earlier;
            }
            ToolCall.Result result = work.run();
            ContentValues row = reservation(call);
            row.put("outcome", result.encode());
            sql.insertOrThrow("ledger", null, row);
            sql.setTransactionSuccessful();
            return Replay.done(result);
        } finally {
            sql.endTransaction();
        }
    }

    /** The ledger row of an accepted operation; the caller holds the transaction that also inserts the job. */
    void reserveAccepted(SQLiteDatabase sql, ToolCall call, String operationId) {
        ContentValues row = reservation(call);
        row.put("operation_id", operationId);
        sql.insertOrThrow("ledger", null, row);
    }

    private ContentValues reservation(ToolCall call) {
        ContentValues row = new ContentValues();
        row.put("uid", Integer.valueOf(call.uid));
        row.put("provider_id", providerId);
        row.put("request_id", call.requestId);
        row.put("tool", call.tool);
        row.put("args_digest", call.argsDigest);
        row.put("created_at", Long.valueOf(System.currentTimeMillis()));
        return row;
    }
}
