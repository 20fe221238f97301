package com.ferncastle.data;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** The journal's database: entries, attachments, the tool outcomes kept for deduplication, and the audit log. */
public final class JournalDb extends SQLiteOpenHelper {
    private static final long STALE_RESERVATION_MS = 10L * 60L * 1000L;
    private static JournalDb instance;

    private JournalDb(Context context) {
        super(context, "journal.db", null, 4);
    }

    public static synchronized JournalDb get(Context context) {
        if (instance == null) {
            instance = new JournalDb(context.getApplicationContext());
        }
        return instance;
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE entries (id INTEGER PRIMARY KEY, title TEXT NOT NULL, body TEXT NOT NULL,"
                + " tags TEXT NOT NULL DEFAULT '', created_at INTEGER NOT NULL, archived INTEGER NOT NULL DEFAULT 0)");
        db.execSQL("CREATE TABLE attachments (id INTEGER PRIMARY KEY, entry_id INTEGER NOT NULL, name TEXT NOT NULL,"
                + " media_type TEXT NOT NULL, stored_name TEXT NOT NULL, size_bytes INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE outcomes (key TEXT PRIMARY KEY, tool TEXT NOT NULL, digest TEXT NOT NULL,"
                + " record TEXT, created_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE audit_log (id INTEGER PRIMARY KEY, at INTEGER NOT NULL, provider TEXT NOT NULL,"
                + " uid INTEGER NOT NULL, method TEXT, tool TEXT, request_id TEXT, outcome TEXT)");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        if (oldVersion < 4) {
            db.execSQL("CREATE TABLE IF NOT EXISTS audit_log (id INTEGER PRIMARY KEY, at INTEGER NOT NULL,"
                    + " provider TEXT NOT NULL, uid INTEGER NOT NULL, method TEXT, tool TEXT, request_id TEXT,"
                    + " outcome TEXT)");
        }
    }

    public void audit(String provider, int uid, String method, String tool, String requestId, String outcome) {
        ContentValues row = new ContentValues();
        row.put("at", System.currentTimeMillis());
        row.put("provider", provider);
        row.put("uid", uid);
        row.put("method", method);
        row.put("tool", tool);
        row.put("request_id", requestId);
        row.put("outcome", outcome);
        getWritableDatabase().insert("audit_log", null, row);
    }

    /** The kept outcome of a finished call, or null. */
    public String outcome(String key) {
        try (Cursor c = getReadableDatabase().query("outcomes", new String[] {"record"},
                "key = ? AND record IS NOT NULL", new String[] {key}, null, null, null)) {
            return c.moveToFirst() ? c.getString(0) : null;
        }
    }

    /** Claims a request for one executor; false while another holds a fresh claim. */
    public boolean reserve(String key, String tool, String digest) {
        SQLiteDatabase db = getWritableDatabase();
        long now = System.currentTimeMillis();
        ContentValues row = new ContentValues();
        row.put("key", key);
        row.put("tool", tool);
        row.put("digest", digest);
        row.put("created_at", now);
        if (db.insertWithOnConflict("outcomes", null, row, SQLiteDatabase.CONFLICT_IGNORE) != -1L) {
            return true;
        }
        ContentValues renewed = new ContentValues();
        renewed.put("created_at", now);
        return db.update("outcomes", renewed, "key = ? AND record IS NULL AND created_at < ?",
                new String[] {key, Long.toString(now - STALE_RESERVATION_MS)}) == 1;
    }

    public void keep(String key, String record) {
        ContentValues row = new ContentValues();
        row.put("record", record);
        getWritableDatabase().update("outcomes", row, "key = ?", new String[] {key});
    }

    public void release(String key) {
        getWritableDatabase().delete("outcomes", "key = ? AND record IS NULL", new String[] {key});
    }
}
