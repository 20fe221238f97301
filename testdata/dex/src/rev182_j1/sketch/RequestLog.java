package com.ridgeway.doorhub.cetp;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;

import com.ridgeway.doorhub.data.DoorhubDatabase;

/**
 * Durable request_id deduplication (§6): the reservation, the business change and the outcome are written in one
 * SQLite transaction, keyed by calling UID, provider and request_id, bound to the tool and the args digest.
 */
public class RequestLog {
    public interface Mutation {
        Bundle run(ToolContentProvider.Request request);
    }

    private final DoorhubDatabase database;

    public RequestLog(DoorhubDatabase database) {
        this.database = database;
    }

    /** A recorded outcome for this request, null when there is none; INVALID_REQUEST when the id was reused. */
    public Bundle replay(ToolContentProvider.Request request) {
        try (Cursor row = database.getReadableDatabase().query("request_log",
                new String[] {"tool", "args_sha256", "status", "data", "error_code"},
                "uid = ? AND provider = ? AND request_id = ?",
                new String[] {Integer.toString(request.uid), request.providerId, request.requestId},
                null, null, null)) {
            if (!row.moveToFirst()) {
                return null;
            }
            if (!row.getString(0).equals(request.tool.name) || !row.getString(1).equals(request.argsDigest)) {
                return Envelopes.error("INVALID_REQUEST", request.requestId);
            }
            String status = row.getString(2);
            if ("error".equals(status)) {
                return Envelopes.error(row.getString(4), request.requestId);
            }
            return Envelopes.withData(status, request.requestId, row.getString(3));
        }
    }

    public synchronized Bundle execute(ToolContentProvider.Request request, Mutation mutation) {
        SQLiteDatabase db = database.getWritableDatabase();
        db.beginTransaction();
        try {
            Bundle earlier = replay(request);
            if (earlier != null) {
                return earlier;
            }
            Bundle outcome = mutation.run(request);
            ContentValues row = new ContentValues();
            row.put("uid", request.uid);
            row.put("provider", request.providerId);
            row.put("request_id", request.requestId);
            row.put("tool", request.tool.name);
            row.put("args_sha256", request.argsDigest);
            row.put("status", outcome.getString("status"));
            row.put("data", outcome.getString("data"));
            row.put("error_code", outcome.getString("error_code"));
            row.put("created_at", System.currentTimeMillis());
            db.insertOrThrow("request_log", null, row);
            db.setTransactionSuccessful();
            return outcome;
        } finally {
            db.endTransaction();
        }
    }
}
