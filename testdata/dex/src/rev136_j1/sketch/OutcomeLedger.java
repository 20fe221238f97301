package com.quillbin.data;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteStatement;
import com.quillbin.cetp.Answers;
import com.quillbin.cetp.Request;
import com.quillbin.cetp.Wire;

/** Terminal outcomes of mutating calls in the outcomes table, keyed by caller UID, provider and request id. */
public final class OutcomeLedger {
    private final SQLiteDatabase db;

    public OutcomeLedger(SQLiteDatabase db) {
        this.db = db;
    }

    /** The caller's kept outcome for this request id inside the idempotency window, or null. */
    public Answers.Kept find(Request call) {
        String since = Long.toString(System.currentTimeMillis() - Wire.IDEMPOTENCY_WINDOW_MS);
        String[] args = {Integer.toString(call.uid()), call.provider(), call.requestId(), since};
        try (Cursor c = db.query("outcomes", new String[] {"tool", "digest", "answer"},
                "uid = ? AND provider = ? AND request_id = ? AND kept_at > ?", args, null, null, null)) {
            return c.moveToFirst() ? new Answers.Kept(c.getString(0), c.getString(1), c.getString(2)) : null;
        }
    }

    public void keep(Request call, Answers.Kept kept) {
        try (SQLiteStatement insert = db.compileStatement("INSERT OR REPLACE INTO outcomes"
                + " (uid, provider, request_id, tool, digest, answer, kept_at) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
            insert.bindLong(1, call.uid());
            insert.bindString(2, call.provider());
            insert.bindString(3, call.requestId());
            insert.bindString(4, kept.tool);
            insert.bindString(5, kept.digest);
            insert.bindString(6, kept.text);
            insert.bindLong(7, System.currentTimeMillis());
            insert.executeInsert();
        }
    }
}
