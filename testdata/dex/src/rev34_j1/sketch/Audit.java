package com.example.r34j1;

import android.content.ContentValues;
import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;

// Who did what to a work order; shown to the dispatcher in the web console.
final class Audit {
    private final SQLiteDatabase db;

    Audit(SQLiteDatabase db) {
        this.db = db;
    }

    void record(String tool, String jobId) {
        recordFor(Binder.getCallingUid(), tool, jobId);
    }

    void recordFor(int uid, String tool, String jobId) {
        ContentValues row = new ContentValues();
        row.put("uid", uid);
        row.put("tool", tool);
        row.put("job_id", jobId);
        row.put("at", System.currentTimeMillis());
        db.insert("audit", null, row);
    }
}
