package com.ridgeway.doorhub.camera;

import android.content.ContentValues;
import android.database.Cursor;

import com.ridgeway.doorhub.cetp.Envelopes;
import com.ridgeway.doorhub.cetp.Tokens;
import com.ridgeway.doorhub.data.DoorhubDatabase;

import org.json.JSONException;
import org.json.JSONObject;

/** Background operations of the camera provider (§4.4), kept in SQLite so a restart neither loses nor repeats them. */
public class OperationStore {
    public static final class Operation {
        public final String operationId;
        public final int uid;
        public final String requestId;
        public final String state;
        final String result;
        final String errorCode;

        Operation(String operationId, int uid, String requestId, String state, String result, String errorCode) {
            this.operationId = operationId;
            this.uid = uid;
            this.requestId = requestId;
            this.state = state;
            this.result = result;
            this.errorCode = errorCode;
        }

        public boolean terminal() {
            return "succeeded".equals(state) || "failed".equals(state) || "cancelled".equals(state);
        }

        public JSONObject toJson() throws JSONException {
            JSONObject out = new JSONObject().put("operation_id", operationId).put("state", state);
            if ("succeeded".equals(state)) {
                out.put("result", new JSONObject().put("kind", "inline").put("value", new JSONObject(result)));
            } else if ("failed".equals(state)) {
                out.put("error", new JSONObject().put("error_code", errorCode)
                        .put("error_message", Envelopes.message(errorCode))
                        .put("retryable", Envelopes.retryable(errorCode)));
            } else if (!terminal()) {
                out.put("poll_after_ms", 2000);
            }
            return out;
        }
    }

    private final DoorhubDatabase database;
    private final Tokens tokens;

    public OperationStore(DoorhubDatabase database, Tokens tokens) {
        this.database = database;
        this.tokens = tokens;
    }

    public String create(int uid, String requestId, String tool) {
        String operationId = tokens.newToken("op_");
        ContentValues row = new ContentValues();
        row.put("operation_id", operationId);
        row.put("uid", uid);
        row.put("request_id", requestId);
        row.put("tool", tool);
        row.put("state", "queued");
        row.put("created_at", System.currentTimeMillis());
        database.getWritableDatabase().insertOrThrow("operations", null, row);
        return operationId;
    }

    public Operation find(String operationId) {
        try (Cursor row = database.getReadableDatabase().query("operations",
                new String[] {"operation_id", "uid", "request_id", "state", "result", "error_code"},
                "operation_id = ?", new String[] {operationId}, null, null, null)) {
            if (!row.moveToFirst()) {
                return null;
            }
            return new Operation(row.getString(0), row.getInt(1), row.getString(2), row.getString(3),
                    row.getString(4), row.getString(5));
        }
    }

    /** queued → running; false when a cancellation arrived first (the operation is then cancelled). */
    public boolean markRunning(String operationId) {
        if (isCancelRequested(operationId)) {
            finish(operationId, "cancelled", null, null);
            return false;
        }
        return move(operationId, "queued", "running");
    }

    public boolean isCancelRequested(String operationId) {
        try (Cursor row = database.getReadableDatabase().query("operations", new String[] {"cancel_requested"},
                "operation_id = ?", new String[] {operationId}, null, null, null)) {
            return row.moveToFirst() && row.getInt(0) == 1;
        }
    }

    public boolean requestCancel(String operationId) {
        ContentValues change = new ContentValues();
        change.put("cancel_requested", 1);
        return database.getWritableDatabase().update("operations", change,
                "operation_id = ? AND state IN ('queued', 'running')", new String[] {operationId}) == 1;
    }

    public void finish(String operationId, String state, String result, String errorCode) {
        ContentValues change = new ContentValues();
        change.put("state", state);
        change.put("result", result);
        change.put("error_code", errorCode);
        database.getWritableDatabase().update("operations", change, "operation_id = ?",
                new String[] {operationId});
    }

    /** After a restart: what a killed process left queued or running is failed, never run twice. */
    public void recoverInterrupted() {
        ContentValues change = new ContentValues();
        change.put("state", "failed");
        change.put("error_code", "UNAVAILABLE");
        database.getWritableDatabase().update("operations", change, "state IN ('queued', 'running')", null);
    }

    private boolean move(String operationId, String from, String to) {
        ContentValues change = new ContentValues();
        change.put("state", to);
        return database.getWritableDatabase().update("operations", change, "operation_id = ? AND state = ?",
                new String[] {operationId, from}) == 1;
    }
}
