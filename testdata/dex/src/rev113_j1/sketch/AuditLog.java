package com.kiteframe.ops;

import android.content.ContentValues;
import com.kiteframe.data.KiteDb;

/** Redacted audit events (spec 7.2): caller uid, tool, request id and terminal outcome. */
public final class AuditLog {
    private final KiteDb db;

    public AuditLog(KiteDb db) {
        this.db = db;
    }

    public void record(int uid, String tool, String requestId, String outcome) {
        ContentValues row = new ContentValues();
        row.put("uid", uid);
        row.put("tool", tool);
        row.put("request_id", requestId);
        row.put("outcome", outcome);
        row.put("at", System.currentTimeMillis());
        db.getWritableDatabase().insert("audit", null, row);
    }
}
