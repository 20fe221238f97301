package com.hearthlink.security;

import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteStatement;
import android.os.Binder;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** Redacted audit events (spec 7.2): caller UID, tool, request id and outcome, written on a background thread. */
public final class AuditLog {
    private final SQLiteDatabase db;
    private final String provider;
    private final ExecutorService writer = Executors.newSingleThreadExecutor();

    public AuditLog(SQLiteDatabase db, String provider) {
        this.db = db;
        this.provider = provider;
    }

    public void record(int uid, String tool, String requestId, String outcome) {
        long at = System.currentTimeMillis();
        writer.execute(() -> write(at, uid, tool, requestId, outcome));
    }

    /** record() for the Binder call being served right now: takes the caller from Binder itself. */
    public void recordCaller(String tool, String requestId, String outcome) {
        record(Binder.getCallingUid(), tool, requestId, outcome);
    }

    private void write(long at, int uid, String tool, String requestId, String outcome) {
        try (SQLiteStatement st = db.compileStatement(
                "INSERT INTO audit (at, provider, uid, tool, request_id, outcome) VALUES (?, ?, ?, ?, ?, ?)")) {
            st.bindLong(1, at);
            st.bindString(2, provider);
            st.bindLong(3, uid);
            st.bindString(4, tool);
            if (requestId != null) {
                st.bindString(5, requestId);
            } else {
                st.bindNull(5);
            }
            st.bindString(6, outcome);
            st.executeInsert();
        }
    }
}
