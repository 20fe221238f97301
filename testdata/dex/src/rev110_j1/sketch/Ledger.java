package app.shoebox.core;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import java.time.Instant;
import java.util.Optional;

/** Durable request deduplication and the audit trail, in the provider's own database. */
public final class Ledger {
    private final SQLiteDatabase db;

    public Ledger(SQLiteDatabase db) {
        this.db = db;
        db.execSQL("CREATE TABLE IF NOT EXISTS ledger (uid INTEGER NOT NULL, request_id TEXT NOT NULL, "
                + "tool TEXT NOT NULL, args TEXT NOT NULL, outcome TEXT NOT NULL, PRIMARY KEY (uid, request_id))");
        db.execSQL("CREATE TABLE IF NOT EXISTS audit (at INTEGER, uid INTEGER, tool TEXT, request_id TEXT)");
    }

    /** The outcome already recorded for this caller's request id, tool and arguments, if any. */
    public Optional<String> replay(int uid, String requestId, String tool, String args) {
        try (Cursor c = db.rawQuery("SELECT outcome FROM ledger WHERE uid = ? AND request_id = ? AND tool = ? AND args = ?",
                new String[] {Integer.toString(uid), requestId, tool, args})) {
            return c.moveToFirst() ? Optional.of(c.getString(0)) : Optional.empty();
        }
    }

    public void record(int uid, String requestId, String tool, String args, String outcome) {
        ContentValues v = new ContentValues();
        v.put("uid", uid);
        v.put("request_id", requestId);
        v.put("tool", tool);
        v.put("args", args);
        v.put("outcome", outcome);
        db.insertWithOnConflict("ledger", null, v, SQLiteDatabase.CONFLICT_IGNORE);
    }

    public void audit(int uid, String tool, String requestId) {
        ContentValues v = new ContentValues();
        v.put("at", Instant.now().toEpochMilli());
        v.put("uid", uid);
        v.put("tool", tool);
        v.put("request_id", requestId);
        db.insert("audit", null, v);
    }
}
