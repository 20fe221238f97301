package com.trailmark.data;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteStatement;
import com.trailmark.cetp.Call;
import com.trailmark.cetp.Keys;
import com.trailmark.cetp.Replies;

/** The outcomes table: finished mutating calls by caller UID, provider and request id, kept for the window. */
public final class Outcomes {
    private final SQLiteDatabase db;

    public Outcomes(SQLiteDatabase db) {
        this.db = db;
    }

    public Replies.Outcome find(Call call) {
        String[] args = {Integer.toString(call.uid), call.provider, call.requestId,
            Long.toString(System.currentTimeMillis() - Keys.IDEMPOTENCY_WINDOW_MS)};
        try (Cursor c = db.query("outcomes", new String[] {"tool", "digest", "reply"},
                "uid = ? AND provider = ? AND request_id = ? AND kept_at > ?", args, null, null, null)) {
            return c.moveToFirst() ? new Replies.Outcome(c.getString(0), c.getString(1), c.getString(2)) : null;
        }
    }

    public void keep(Call call, Replies.Outcome outcome) {
        try (SQLiteStatement st = db.compileStatement("INSERT OR REPLACE INTO outcomes"
                + " (uid, provider, request_id, tool, digest, reply, kept_at) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
            st.bindLong(1, call.uid);
            st.bindString(2, call.provider);
            st.bindString(3, call.requestId);
            st.bindString(4, outcome.tool);
            st.bindString(5, outcome.digest);
            st.bindString(6, outcome.json);
            st.bindLong(7, System.currentTimeMillis());
            st.executeInsert();
        }
    }
}
