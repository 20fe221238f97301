package com.larderly.app.pantry;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.SQLException;
import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;
import com.larderly.app.cetp.Envelopes;
import com.larderly.app.cetp.Mutation;
import com.larderly.app.cetp.OperationStore;
import com.larderly.app.cetp.Outcome;
import com.larderly.app.cetp.ProviderRequest;
import com.larderly.app.data.AppDatabase;
import com.larderly.app.domain.DomainException;
import com.larderly.app.mapper.ResultMapper;
import java.util.HashMap;
import java.util.Map;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * The pantry's mutation executor: reservation, business change and outcome in one SQLite transaction in the
 * request_log table (key: UID, provider id, request id). The map only saves a query for recent replays.
 */
final class PantryMutationExecutor {
    private final AppDatabase database;
    private final OperationStore operations;
    private final String providerId;
    private final Map<String, Outcome> recent = new HashMap<>();

    PantryMutationExecutor(AppDatabase database, OperationStore operations, String providerId) {
        this.database = database;
        this.operations = operations;
        this.providerId = providerId;
    }

    /** The recorded outcome of this request id, if it was used before. */
    Outcome prior(ProviderRequest req) {
        synchronized (recent) {
            Outcome cached = recent.get(key(req));
            if (cached != null) {
                return cached;
            }
        }
        Cursor c = database.getReadableDatabase().query("request_log",
                new String[] {"tool", "args_sha256", "operation_id", "outcome", "error_code"},
                "uid = ? AND provider = ? AND request_id = ?",
                new String[] {Integer.toString(req.callerUid), providerId, req.requestId}, null, null, null);
        try {
            if (!c.moveToFirst()) {
                return null;
            }
            return new Outcome(c.getString(0), c.getString(1), c.isNull(2) ? null : c.getString(2),
                    c.isNull(3) ? null : c.getString(3), c.isNull(4) ? null : c.getString(4));
        } finally {
            c.close();
        }
    }

    Bundle run(ProviderRequest req, Mutation mutation) throws JSONException {
        Outcome prior = prior(req);
        if (prior != null) {
            return prior.replay(req);
        }
        SQLiteDatabase db = database.getWritableDatabase();
        Outcome done;
        db.beginTransaction();
        try {
            if (!reserve(db, req, null)) {
                return replayStored(req);
            }
            try {
                done = Outcome.ok(req, mutation.apply());
            } catch (DomainException e) {
                if (DomainException.UNAVAILABLE.equals(e.code())) {
                    return ResultMapper.failure(req.requestId, e);
                }
                done = Outcome.failed(req, e.code());
            }
            store(db, req, done);
            db.setTransactionSuccessful();
        } finally {
            db.endTransaction();
        }
        remember(req, done);
        return done.replay(req);
    }

    /** Binds the request id to a new operation; false when another call already holds it. */
    boolean startOperation(ProviderRequest req, String operationId) {
        SQLiteDatabase db = database.getWritableDatabase();
        db.beginTransaction();
        try {
            if (!reserve(db, req, operationId)) {
                return false;
            }
            operations.create(providerId, operationId, req);
            db.setTransactionSuccessful();
        } finally {
            db.endTransaction();
        }
        remember(req, Outcome.operation(req, operationId));
        return true;
    }

    Bundle replayStored(ProviderRequest req) throws JSONException {
        Outcome prior = prior(req);
        return prior != null ? prior.replay(req) : Envelopes.error(req.requestId, "UNAVAILABLE");
    }

    private boolean reserve(SQLiteDatabase db, ProviderRequest req, String operationId) {
        ContentValues row = new ContentValues();
        row.put("uid", Integer.valueOf(req.callerUid));
        row.put("provider", providerId);
        row.put("request_id", req.requestId);
        row.put("tool", req.tool.name);
        row.put("args_sha256", req.argsDigest);
        row.put("operation_id", operationId);
        row.put("created_at", Long.valueOf(System.currentTimeMillis()));
        try {
            db.insertOrThrow("request_log", null, row);
            return true;
        } catch (SQLException e) {
            return false;
        }
    }

    private void store(SQLiteDatabase db, ProviderRequest req, Outcome done) {
        ContentValues values = new ContentValues();
        values.put("outcome", done.value);
        values.put("error_code", done.errorCode);
        db.update("request_log", values, "uid = ? AND provider = ? AND request_id = ?",
                new String[] {Integer.toString(req.callerUid), providerId, req.requestId});
    }

    private void remember(ProviderRequest req, Outcome outcome) {
        synchronized (recent) {
            if (recent.size() > 256) {
                recent.clear();
            }
            recent.put(key(req), outcome);
        }
    }

    private String key(ProviderRequest req) {
        return req.callerUid + ":" + providerId + ":" + req.requestId;
    }
}
