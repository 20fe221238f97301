package com.r5;

import android.content.ContentValues;
import android.database.sqlite.SQLiteDatabase;

/** An append-only audit trail of the calls served: written, never read back for deduplication. */
final class AuditLog {
    private final SQLiteDatabase db;

    AuditLog(SQLiteDatabase db) {
        this.db = db;
    }

    void record(Request call) {
        ContentValues v = new ContentValues();
        v.put("request_id", call.requestId());
        v.put("tool", call.tool);
        db.insert("audit", null, v);
    }
}
