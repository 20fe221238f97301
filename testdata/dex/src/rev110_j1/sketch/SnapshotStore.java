package app.shoebox.backup;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** Library snapshots and the state of backup operations, in backup.db. */
public final class SnapshotStore {
    private final SQLiteDatabase db;

    public SnapshotStore(SQLiteDatabase db) {
        this.db = db;
        db.execSQL("CREATE TABLE IF NOT EXISTS snapshots (id TEXT PRIMARY KEY, label TEXT, owner INTEGER, made INTEGER)");
        db.execSQL("CREATE TABLE IF NOT EXISTS operations (op_id TEXT PRIMARY KEY, uid INTEGER NOT NULL, state TEXT NOT NULL)");
        db.execSQL("CREATE TABLE IF NOT EXISTS current (slot TEXT PRIMARY KEY, snapshot TEXT)");
    }

    public void startOperation(String op, int uid) {
        ContentValues v = new ContentValues();
        v.put("op_id", op);
        v.put("uid", uid);
        v.put("state", "running");
        db.insertOrThrow("operations", null, v);
    }

    /** Runs on the backup executor. */
    public void snapshot(int uid, String op, String label) {
        ContentValues v = new ContentValues();
        v.put("id", op);
        v.put("label", label);
        v.put("owner", uid);
        v.put("made", Instant.now().toEpochMilli());
        db.insert("snapshots", null, v);
        ContentValues s = new ContentValues();
        s.put("state", "succeeded");
        db.update("operations", s, "op_id = ?", new String[] {op});
    }

    /** The operation's state, or null when it is unknown or belongs to another caller. */
    public String operationState(String op, int uid) {
        try (Cursor c = db.rawQuery("SELECT uid, state FROM operations WHERE op_id = ?", new String[] {op})) {
            if (!c.moveToFirst() || c.getInt(0) != uid) {
                return null;
            }
            return c.getString(1);
        }
    }

    /** The snapshots older than the newest {@code keep}. */
    public List<String> beyond(int keep) {
        List<String> ids = new ArrayList<>();
        try (Cursor c = db.rawQuery("SELECT id FROM snapshots ORDER BY made DESC LIMIT -1 OFFSET ?",
                new String[] {Integer.toString(keep)})) {
            while (c.moveToNext()) {
                ids.add(c.getString(0));
            }
        }
        return ids;
    }

    public void delete(List<String> ids) {
        for (String id : ids) {
            db.delete("snapshots", "id = ?", new String[] {id});
        }
    }

    public void restore(String id) {
        db.execSQL("INSERT OR REPLACE INTO current (slot, snapshot) VALUES ('library', ?)", new Object[] {id});
    }
}
