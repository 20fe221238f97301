package com.kiteframe.data;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** The app's one database: albums, photos, consumer grants, operations, the request journal and the audit log. */
public final class KiteDb extends SQLiteOpenHelper {
    private static final int VERSION = 4;

    public KiteDb(Context context) {
        super(context, "kiteframe.db", null, VERSION);
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE albums (id TEXT PRIMARY KEY, title TEXT NOT NULL, remote_id TEXT)");
        db.execSQL("CREATE TABLE photos (id TEXT PRIMARY KEY, album_id TEXT NOT NULL, kind TEXT NOT NULL,"
                + " uri TEXT NOT NULL, trashed INTEGER NOT NULL DEFAULT 0)");
        db.execSQL("CREATE TABLE renditions (photo_id TEXT NOT NULL, format TEXT NOT NULL, PRIMARY KEY (photo_id, format))");
        db.execSQL("CREATE TABLE grants (package TEXT NOT NULL, cert_sha256 TEXT NOT NULL, scope TEXT NOT NULL)");
        db.execSQL("CREATE TABLE operations (id TEXT PRIMARY KEY, owner_uid INTEGER NOT NULL, request_id TEXT NOT NULL,"
                + " tool TEXT NOT NULL, state TEXT NOT NULL, result TEXT, error TEXT,"
                + " cancel_requested INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE journal (request_key TEXT PRIMARY KEY, tool TEXT NOT NULL, args_sha256 TEXT NOT NULL,"
                + " operation_id TEXT)");
        db.execSQL("CREATE TABLE audit (uid INTEGER NOT NULL, tool TEXT NOT NULL, request_id TEXT, outcome TEXT NOT NULL,"
                + " at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE sync_state (folder TEXT PRIMARY KEY, last_sync INTEGER NOT NULL)");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        if (oldVersion < 4) {
            db.execSQL("ALTER TABLE operations ADD COLUMN cancel_requested INTEGER NOT NULL DEFAULT 0");
        }
    }
}
