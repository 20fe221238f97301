package com.halyard.vault.jobs;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

/** The operations table. Status changes are optimistic: they apply only to the version they were read at. */
public final class OperationRepository {
    private static final String TABLE = "operations";

    private final VaultDb db;

    public OperationRepository(VaultDb db) {
        this.db = db;
    }

    public OperationRow find(String opId) {
        return one("op_id = ?", opId);
    }

    public OperationRow findByDedupKey(String dedupKey) {
        return one("dedup_key = ?", dedupKey);
    }

    private OperationRow one(String where, String arg) {
        try (Cursor cursor = db.getReadableDatabase().query(TABLE, OperationRow.COLUMNS, where, new String[] {arg},
                null, null, null, "1")) {
            return cursor.moveToFirst() ? OperationRow.MAPPER.map(cursor) : null;
        }
    }

    public void insert(OperationRow row) {
        row.id = db.getWritableDatabase().insertOrThrow(TABLE, null, row.toValues(System.currentTimeMillis()));
    }

    /** The oldest pending job, moved to RUNNING by this call; null when none is left. */
    public OperationRow claimNext() {
        for (int attempt = 0; attempt < 5; attempt++) {
            OperationRow next;
            try (Cursor cursor = db.getReadableDatabase().query(TABLE, OperationRow.COLUMNS, "status = ?",
                    new String[] {OpStatus.PENDING.name()}, null, null, "id", "1")) {
                if (!cursor.moveToFirst()) {
                    return null;
                }
                next = OperationRow.MAPPER.map(cursor);
            }
            if (transition(next, OpStatus.RUNNING, new ContentValues())) {
                return find(next.opId);
            }
        }
        return null;
    }

    /** Moves the row to {@code to} with the extra values, unless someone changed it since it was read. */
    public boolean transition(OperationRow row, OpStatus to, ContentValues values) {
        StateMachine.check(row.status, to);
        values.put("status", to.name());
        values.put("version", row.version + 1);
        values.put("updated_at", System.currentTimeMillis());
        int changed = db.getWritableDatabase().update(TABLE, values, "op_id = ? AND version = ?",
                new String[] {row.opId, Long.toString(row.version)});
        return changed == 1;
    }

    /** Flags a running job for cooperative cancellation; the worker sees it at its next checkpoint. */
    public boolean requestCancel(OperationRow row) {
        ContentValues values = new ContentValues();
        values.put("cancel_requested", 1);
        values.put("version", row.version + 1);
        values.put("updated_at", System.currentTimeMillis());
        int changed = db.getWritableDatabase().update(TABLE, values, "op_id = ? AND version = ? AND status = ?",
                new String[] {row.opId, Long.toString(row.version), OpStatus.RUNNING.name()});
        return changed == 1;
    }

    /** Progress is display data: written without a version check. */
    public void progress(String opId, int current, int total, String message) {
        ContentValues values = new ContentValues();
        values.put("progress", current);
        values.put("progress_total", total);
        values.put("progress_text", message);
        values.put("updated_at", System.currentTimeMillis());
        db.getWritableDatabase().update(TABLE, values, "op_id = ?", new String[] {opId});
    }

    public boolean cancelRequested(String opId) {
        OperationRow row = find(opId);
        return row != null && row.cancelRequested;
    }

    /** Jobs that were running when the process died are failed, never run twice. */
    public int recoverInterrupted() {
        ContentValues values = failure("UNAVAILABLE", "The job was interrupted; start it again with a new request");
        values.put("status", OpStatus.FAILED.name());
        values.put("updated_at", System.currentTimeMillis());
        SQLiteDatabase writable = db.getWritableDatabase();
        return writable.update(TABLE, values, "status = ?", new String[] {OpStatus.RUNNING.name()});
    }

    public String summary() {
        StringBuilder text = new StringBuilder();
        for (OpStatus status : OpStatus.values()) {
            try (Cursor cursor = db.getReadableDatabase().query(TABLE, new String[] {"COUNT(*)"}, "status = ?",
                    new String[] {status.name()}, null, null, null, null)) {
                cursor.moveToFirst();
                text.append(status.wire).append(": ").append(cursor.getInt(0)).append('\n');
            }
        }
        return text.toString();
    }

    public static ContentValues success(JobRunner.Result result) {
        ContentValues values = new ContentValues();
        values.put("progress", 100);
        if (result.file != null) {
            values.put("result_path", result.file.getPath());
            values.put("media_type", result.mediaType);
            values.put("result_size", result.size);
            values.put("result_sha256", result.sha256);
        } else {
            values.put("result_json", result.inline.toString());
        }
        return values;
    }

    public static ContentValues failure(String code, String text) {
        ContentValues values = new ContentValues();
        values.put("error_code", code);
        values.put("error_text", text);
        return values;
    }
}
