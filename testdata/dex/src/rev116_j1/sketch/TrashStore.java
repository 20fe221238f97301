package com.cinderbox.shred;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.DatabaseUtils;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** Notes, folders, trash batches, snapshots and the shredder's audit trail. */
public final class TrashStore extends SQLiteOpenHelper {
    TrashStore(Context context) {
        super(context, "notes.db", null, 4);
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE folders (id INTEGER PRIMARY KEY, name TEXT NOT NULL)");
        db.execSQL("CREATE TABLE notes (id INTEGER PRIMARY KEY, folder_id INTEGER NOT NULL, body TEXT NOT NULL)");
        db.execSQL("CREATE TABLE batches (id INTEGER PRIMARY KEY, label TEXT NOT NULL, trashed_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE trash_items (batch_id INTEGER NOT NULL, note_id INTEGER NOT NULL, body TEXT)");
        db.execSQL("CREATE TABLE snapshot_notes (snapshot_id INTEGER NOT NULL, note_id INTEGER NOT NULL,"
                + " folder_id INTEGER NOT NULL, body TEXT NOT NULL)");
        db.execSQL("CREATE TABLE audit (tool TEXT NOT NULL, target INTEGER NOT NULL, by_uid INTEGER NOT NULL,"
                + " at INTEGER NOT NULL)");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        db.execSQL("CREATE TABLE IF NOT EXISTS audit (tool TEXT NOT NULL, target INTEGER NOT NULL,"
                + " by_uid INTEGER NOT NULL, at INTEGER NOT NULL)");
    }

    String listBatches() {
        Cursor c = getReadableDatabase().rawQuery("SELECT b.id, b.label, COUNT(t.note_id) FROM batches b"
                + " LEFT JOIN trash_items t ON t.batch_id = b.id GROUP BY b.id ORDER BY b.trashed_at DESC", null);
        StringBuilder out = new StringBuilder("{\"batches\":[");
        try {
            while (c.moveToNext()) {
                if (c.getPosition() > 0) {
                    out.append(',');
                }
                out.append("{\"batch_id\":").append(c.getLong(0))
                        .append(",\"label\":").append(org.json.JSONObject.quote(c.getString(1)))
                        .append(",\"notes\":").append(c.getInt(2)).append('}');
            }
        } finally {
            c.close();
        }
        return out.append("]}").toString();
    }

    String folderName(long folderId) {
        return DatabaseUtils.stringForQuery(getReadableDatabase(), "SELECT name FROM folders WHERE id = ?",
                new String[] {Long.toString(folderId)});
    }

    int purgeBatch(long batchId) {
        SQLiteDatabase db = getWritableDatabase();
        String[] key = {Long.toString(batchId)};
        db.beginTransaction();
        try {
            int removed = db.delete("trash_items", "batch_id = ?", key);
            db.delete("batches", "id = ?", key);
            db.setTransactionSuccessful();
            return removed;
        } finally {
            db.endTransaction();
        }
    }

    int shredFolder(long folderId) {
        SQLiteDatabase db = getWritableDatabase();
        String[] key = {Long.toString(folderId)};
        db.beginTransaction();
        try {
            int removed = db.delete("notes", "folder_id = ?", key);
            db.delete("folders", "id = ?", key);
            db.setTransactionSuccessful();
            return removed;
        } finally {
            db.endTransaction();
        }
    }

    int restoreSnapshot(long snapshotId) {
        SQLiteDatabase db = getWritableDatabase();
        db.beginTransaction();
        try {
            db.delete("notes", null, null);
            db.execSQL("INSERT INTO notes (id, folder_id, body) SELECT note_id, folder_id, body FROM snapshot_notes"
                    + " WHERE snapshot_id = ?", new Object[] {snapshotId});
            db.setTransactionSuccessful();
            return (int) DatabaseUtils.queryNumEntries(db, "notes");
        } finally {
            db.endTransaction();
        }
    }

    void audit(String tool, long target, int byUid) {
        ContentValues row = new ContentValues();
        row.put("tool", tool);
        row.put("target", target);
        row.put("by_uid", byUid);
        row.put("at", System.currentTimeMillis());
        getWritableDatabase().insert("audit", null, row);
    }
}
