package com.kiteframe.ops;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.kiteframe.data.KiteDb;
import java.util.ArrayList;
import java.util.List;
import org.json.JSONObject;

/** Durable operation state for both tool providers: a row per operation, owned by the uid that started it. */
public final class OperationStore {
    private final KiteDb db;

    public OperationStore(KiteDb db) {
        this.db = db;
    }

    public void create(String id, int ownerUid, String requestId, String tool) {
        ContentValues row = new ContentValues();
        row.put("id", id);
        row.put("owner_uid", ownerUid);
        row.put("request_id", requestId);
        row.put("tool", tool);
        row.put("state", "queued");
        row.put("created_at", System.currentTimeMillis());
        db.getWritableDatabase().insertOrThrow("operations", null, row);
    }

    public Operation find(String id) {
        Cursor c = db.getReadableDatabase().query("operations", Operation.COLUMNS, "id = ?", new String[] {id},
                null, null, null);
        try {
            return c.moveToFirst() ? Operation.from(c) : null;
        } finally {
            c.close();
        }
    }

    public List<Operation> list(String selection, String[] selectionArgs) {
        List<Operation> out = new ArrayList<>();
        Cursor c = db.getReadableDatabase().query("operations", Operation.COLUMNS, selection, selectionArgs,
                null, null, "created_at DESC");
        try {
            while (c.moveToNext()) {
                out.add(Operation.from(c));
            }
        } finally {
            c.close();
        }
        return out;
    }

    public void markRunning(String id) {
        setState(id, "running", null, null);
    }

    public void succeed(String id, JSONObject result) {
        setState(id, "succeeded", result.toString(), null);
    }

    public void fail(String id, JSONObject error) {
        setState(id, "failed", null, error.toString());
    }

    public void markCancelled(String id) {
        setState(id, "cancelled", null, null);
    }

    /** Records a cancellation request; false when the operation already reached a terminal state. */
    public boolean requestCancel(String id) {
        ContentValues row = new ContentValues();
        row.put("cancel_requested", 1);
        int n = db.getWritableDatabase().update("operations", row, "id = ? AND state IN ('queued', 'running')",
                new String[] {id});
        return n > 0;
    }

    public boolean cancelRequested(String id) {
        Cursor c = db.getReadableDatabase().query("operations", new String[] {"cancel_requested"}, "id = ?",
                new String[] {id}, null, null, null);
        try {
            return c.moveToFirst() && c.getInt(0) != 0;
        } finally {
            c.close();
        }
    }

    private void setState(String id, String state, String result, String error) {
        ContentValues row = new ContentValues();
        row.put("state", state);
        row.put("result", result);
        row.put("error", error);
        SQLiteDatabase w = db.getWritableDatabase();
        w.update("operations", row, "id = ?", new String[] {id});
    }
}
