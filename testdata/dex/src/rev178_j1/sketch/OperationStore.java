package com.larderly.app.cetp;

import android.content.ContentValues;
import android.database.Cursor;
import com.larderly.app.data.AppDatabase;

/** Background operations, persisted in SQLite and bound to the UID and request id that started them. */
public final class OperationStore {
    private static final String[] COLUMNS = {"id", "uid", "request_id", "tool", "state", "result", "error_code",
        "cancel_requested"};
    private final AppDatabase database;

    public OperationStore(AppDatabase database) {
        this.database = database;
    }

    public static final class Op {
        public final String id;
        public final int uid;
        public final String requestId;
        public final String tool;
        public final String state;
        public final String result;
        public final String errorCode;
        public final boolean cancelRequested;

        Op(String id, int uid, String requestId, String tool, String state, String result, String errorCode,
                boolean cancelRequested) {
            this.id = id;
            this.uid = uid;
            this.requestId = requestId;
            this.tool = tool;
            this.state = state;
            this.result = result;
            this.errorCode = errorCode;
            this.cancelRequested = cancelRequested;
        }

        public boolean terminal() {
            return "succeeded".equals(state) || "failed".equals(state) || "cancelled".equals(state);
        }
    }

    public void create(String provider, String operationId, ProviderRequest req) {
        ContentValues row = new ContentValues();
        row.put("id", operationId);
        row.put("provider", provider);
        row.put("uid", Integer.valueOf(req.callerUid));
        row.put("request_id", req.requestId);
        row.put("tool", req.tool.name);
        row.put("state", "running");
        row.put("created_at", Long.valueOf(System.currentTimeMillis()));
        database.getWritableDatabase().insertOrThrow("operations", null, row);
    }

    /** Only the caller that started the operation, quoting the same request id, sees it. */
    public Op owned(String provider, String operationId, int uid, String requestId) {
        if (operationId == null) {
            return null;
        }
        Cursor c = database.getReadableDatabase().query("operations", COLUMNS, "id = ? AND provider = ?",
                new String[] {operationId, provider}, null, null, null);
        try {
            if (!c.moveToFirst()) {
                return null;
            }
            Op op = new Op(c.getString(0), c.getInt(1), c.getString(2), c.getString(3), c.getString(4),
                    c.isNull(5) ? null : c.getString(5), c.isNull(6) ? null : c.getString(6), c.getInt(7) != 0);
            return op.uid == uid && op.requestId.equals(requestId) ? op : null;
        } finally {
            c.close();
        }
    }

    public void succeed(String operationId, String resultJson) {
        finish(operationId, "succeeded", resultJson, null);
    }

    public void fail(String operationId, String errorCode) {
        finish(operationId, "failed", null, errorCode);
    }

    public void cancelled(String operationId) {
        finish(operationId, "cancelled", null, null);
    }

    private void finish(String operationId, String state, String result, String errorCode) {
        ContentValues values = new ContentValues();
        values.put("state", state);
        values.put("result", result);
        values.put("error_code", errorCode);
        database.getWritableDatabase().update("operations", values, "id = ? AND state = 'running'",
                new String[] {operationId});
    }

    public boolean requestCancel(String operationId) {
        ContentValues values = new ContentValues();
        values.put("cancel_requested", Integer.valueOf(1));
        return database.getWritableDatabase().update("operations", values, "id = ? AND state = 'running'",
                new String[] {operationId}) > 0;
    }

    public boolean isCancelRequested(String operationId) {
        Cursor c = database.getReadableDatabase().query("operations", new String[] {"cancel_requested"}, "id = ?",
                new String[] {operationId}, null, null, null);
        try {
            return c.moveToFirst() && c.getInt(0) != 0;
        } finally {
            c.close();
        }
    }

    /** After a process restart nothing is still running: unfinished operations fail instead of running twice. */
    public void abandonUnfinished(String provider) {
        ContentValues values = new ContentValues();
        values.put("state", "failed");
        values.put("error_code", "UNAVAILABLE");
        database.getWritableDatabase().update("operations", values, "provider = ? AND state = 'running'",
                new String[] {provider});
    }
}
