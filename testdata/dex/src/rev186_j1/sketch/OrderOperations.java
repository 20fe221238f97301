package com.tallyworks.stockroom.orders;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;
import android.util.Log;

import com.tallyworks.stockroom.cetp.Envelopes;
import com.tallyworks.stockroom.cetp.ToolCall;
import com.tallyworks.stockroom.cetp.ToolSpec;
import com.tallyworks.stockroom.cetp.Tokens;
import com.tallyworks.stockroom.data.StockDatabase;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.json.JSONException;
import org.json.JSONObject;

/**
 * Background operations of the orders provider (§4.4): rows of the operations table, keyed by UID, provider and
 * request id, so a restart neither loses them nor runs them twice. One worker thread.
 */
final class OrderOperations {
    private static final String TAG = "OrderOperations";
    private static final long POLL_AFTER_MS = 1500L;
    private static final ExecutorService WORKER = Executors.newSingleThreadExecutor();
    private static final String[] COLUMNS = {"id", "uid", "request_id", "tool", "args_sha256", "state", "result",
        "error_code"};

    private final StockDatabase database;
    private final OrderBook book;
    private final String providerId;

    OrderOperations(StockDatabase database, OrderBook book, String providerId) {
        this.database = database;
        this.book = book;
        this.providerId = providerId;
    }

    /** After a restart: operations that were queued or running are failed, never run a second time. */
    void recoverInterrupted() {
        ContentValues v = new ContentValues();
        v.put("state", "failed");
        v.put("error_code", "UNAVAILABLE");
        database.getWritableDatabase().update("operations", v, "provider = ? AND state IN ('queued', 'running')",
                new String[] {providerId});
    }

    /** Starts archive_orders in the background, or answers the operation this request id already started. */
    Bundle startArchive(ToolCall call, ToolSpec tool, int olderThanDays) throws JSONException {
        final String operationId;
        SQLiteDatabase db = database.getWritableDatabase();
        db.beginTransaction();
        try {
            Cursor c = db.query("operations", COLUMNS, "uid = ? AND provider = ? AND request_id = ?",
                    new String[] {Integer.toString(call.uid), providerId, call.requestId}, null, null, null);
            try {
                if (c.moveToFirst()) {
                    if (!tool.name.equals(c.getString(3)) || !call.argsDigest().equals(c.getString(4))) {
                        return Envelopes.error(call, "INVALID_REQUEST");
                    }
                    return Envelopes.accepted(call, c.getString(0), POLL_AFTER_MS);
                }
            } finally {
                c.close();
            }
            operationId = "op_" + Tokens.random(16);
            ContentValues v = new ContentValues();
            v.put("id", operationId);
            v.put("uid", call.uid);
            v.put("provider", providerId);
            v.put("request_id", call.requestId);
            v.put("tool", tool.name);
            v.put("args_sha256", call.argsDigest());
            v.put("state", "queued");
            v.put("created_at", System.currentTimeMillis());
            db.insertOrThrow("operations", null, v);
            db.setTransactionSuccessful();
        } finally {
            db.endTransaction();
        }
        WORKER.execute(() -> runArchive(operationId, olderThanDays));
        return Envelopes.accepted(call, operationId, POLL_AFTER_MS);
    }

    private void runArchive(String operationId, int olderThanDays) {
        setState(operationId, "running", null, null);
        int archived = 0;
        try {
            batches:
            while (true) {
                for (int attempt = 0; attempt < 3; attempt++) {
                    if (cancelRequested(operationId)) {
                        setState(operationId, "cancelled", null, null);
                        return;
                    }
                    int n;
                    try {
                        n = book.archiveBatch(olderThanDays);
                    } catch (RuntimeException busy) {
                        Log.w(TAG, "archive batch failed, retrying", busy);
                        continue;
                    }
                    archived += n;
                    if (n < OrderBook.ARCHIVE_BATCH) {
                        break batches;
                    }
                    continue batches;
                }
                setState(operationId, "failed", null, "UNAVAILABLE");
                return;
            }
            setState(operationId, "succeeded", new JSONObject().put("kind", "inline")
                    .put("value", new JSONObject().put("archived", archived)).toString(), null);
        } catch (JSONException e) {
            setState(operationId, "failed", null, "INTERNAL_ERROR");
        }
    }

    /** get_operation: only the UID and request id that created the operation see it. */
    Bundle describe(ToolCall call, String operationId) throws JSONException {
        Cursor c = find(call, operationId);
        if (c == null) {
            return Envelopes.error(call, "INVALID_REQUEST");
        }
        try {
            String state = c.getString(5);
            JSONObject data = new JSONObject().put("operation_id", operationId).put("state", state);
            switch (state) {
                case "succeeded":
                    data.put("result", new JSONObject(c.getString(6)));
                    break;
                case "failed":
                    data.put("error", Envelopes.errorObject(c.getString(7)));
                    break;
                case "queued":
                case "running":
                    data.put("poll_after_ms", POLL_AFTER_MS);
                    break;
                default:
                    break;
            }
            return Envelopes.data(call, data.toString());
        } finally {
            c.close();
        }
    }

    /** cancel_operation: acknowledges the request; the worker stops before its next batch. */
    Bundle cancel(ToolCall call, String operationId) throws JSONException {
        Cursor c = find(call, operationId);
        if (c == null) {
            return Envelopes.error(call, "INVALID_REQUEST");
        }
        String state;
        try {
            state = c.getString(5);
        } finally {
            c.close();
        }
        if ("succeeded".equals(state) || "failed".equals(state)) {
            return Envelopes.error(call, "CONFLICT");
        }
        ContentValues v = new ContentValues();
        v.put("cancel_requested", 1);
        database.getWritableDatabase().update("operations", v, "id = ?", new String[] {operationId});
        return Envelopes.data(call, new JSONObject().put("operation_id", operationId)
                .put("state", "cancellation_requested").toString());
    }

    private Cursor find(ToolCall call, String operationId) {
        if (operationId == null) {
            return null;
        }
        Cursor c = database.getReadableDatabase().query("operations", COLUMNS,
                "id = ? AND uid = ? AND provider = ? AND request_id = ?",
                new String[] {operationId, Integer.toString(call.uid), providerId, call.requestId}, null, null, null);
        if (c.moveToFirst()) {
            return c;
        }
        c.close();
        return null;
    }

    private boolean cancelRequested(String operationId) {
        Cursor c = database.getReadableDatabase().query("operations", new String[] {"cancel_requested"}, "id = ?",
                new String[] {operationId}, null, null, null);
        try {
            return c.moveToFirst() && c.getInt(0) != 0;
        } finally {
            c.close();
        }
    }

    private void setState(String operationId, String state, String result, String errorCode) {
        ContentValues v = new ContentValues();
        v.put("state", state);
        v.put("result", result);
        v.put("error_code", errorCode);
        database.getWritableDatabase().update("operations", v, "id = ?", new String[] {operationId});
    }
}
