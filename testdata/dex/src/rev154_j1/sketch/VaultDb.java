package com.halyard.vault.jobs;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** The vault's database: its items, snapshots and chunks, reports, assistant grants and the durable operations. */
public final class VaultDb extends SQLiteOpenHelper {
    private static final int VERSION = 4;
    private static VaultDb instance;

    private VaultDb(Context context) {
        super(context, "vault.db", null, VERSION);
    }

    public static synchronized VaultDb get(Context context) {
        if (instance == null) {
            instance = new VaultDb(context.getApplicationContext());
        }
        return instance;
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE items (id INTEGER PRIMARY KEY, title TEXT NOT NULL, body TEXT NOT NULL,"
                + " updated_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE snapshots (id INTEGER PRIMARY KEY AUTOINCREMENT, label TEXT NOT NULL,"
                + " item_count INTEGER NOT NULL, created_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE chunks (id INTEGER PRIMARY KEY AUTOINCREMENT, snapshot_id INTEGER NOT NULL,"
                + " item_id INTEGER NOT NULL, path TEXT NOT NULL, sha256 TEXT NOT NULL, size INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE reports (report_id TEXT PRIMARY KEY, owner_uid INTEGER NOT NULL, title TEXT NOT NULL,"
                + " path TEXT NOT NULL, size INTEGER NOT NULL, sha256 TEXT NOT NULL, created_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE grants (package TEXT NOT NULL, cert_sha256 TEXT NOT NULL, scopes TEXT NOT NULL,"
                + " expires_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE operations (id INTEGER PRIMARY KEY AUTOINCREMENT, op_id TEXT NOT NULL UNIQUE,"
                + " dedup_key TEXT NOT NULL UNIQUE, owner_uid INTEGER NOT NULL, owner_package TEXT,"
                + " provider TEXT NOT NULL, tool TEXT NOT NULL, request_id TEXT NOT NULL, args TEXT NOT NULL,"
                + " args_digest TEXT NOT NULL, status TEXT NOT NULL, progress INTEGER NOT NULL DEFAULT 0,"
                + " progress_total INTEGER NOT NULL DEFAULT 100, progress_text TEXT,"
                + " cancel_requested INTEGER NOT NULL DEFAULT 0, result_path TEXT, media_type TEXT,"
                + " result_size INTEGER, result_sha256 TEXT, result_json TEXT, error_code TEXT, error_text TEXT,"
                + " version INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)");
        db.execSQL("CREATE INDEX operations_status ON operations (status, id)");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        db.execSQL("DROP TABLE IF EXISTS operations");
        db.execSQL("DROP TABLE IF EXISTS reports");
        db.execSQL("DROP TABLE IF EXISTS chunks");
        db.execSQL("DROP TABLE IF EXISTS snapshots");
        db.execSQL("DROP TABLE IF EXISTS grants");
        db.execSQL("DROP TABLE IF EXISTS items");
        onCreate(db);
    }
}
