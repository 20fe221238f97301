package com.lumenframe.studio.data;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** The app's one database: the media library, exports, backups, and the tool providers' state. */
public final class StudioDb extends SQLiteOpenHelper {
    private static final String NAME = "studio.db";
    private static final int VERSION = 7;
    private static StudioDb instance;

    private static final String[] SCHEMA = {
        "CREATE TABLE albums (_id INTEGER PRIMARY KEY, title TEXT NOT NULL, created_at INTEGER NOT NULL)",
        "CREATE TABLE photos (_id INTEGER PRIMARY KEY, album_id INTEGER NOT NULL, path TEXT NOT NULL,"
                + " caption TEXT, taken_at INTEGER, size_bytes INTEGER NOT NULL)",
        "CREATE TABLE clips (_id INTEGER PRIMARY KEY, path TEXT NOT NULL, duration_ms INTEGER NOT NULL)",
        "CREATE TABLE exports (_id INTEGER PRIMARY KEY, kind TEXT NOT NULL, source_id INTEGER NOT NULL,"
                + " file_name TEXT NOT NULL, requested_by INTEGER NOT NULL, created_at INTEGER NOT NULL)",
        "CREATE TABLE backups (_id INTEGER PRIMARY KEY, label TEXT NOT NULL, files INTEGER NOT NULL,"
                + " bytes INTEGER NOT NULL, manifest_sha256 TEXT NOT NULL, created_at INTEGER NOT NULL)",
        "CREATE TABLE backup_quota (uid INTEGER PRIMARY KEY, used_bytes INTEGER NOT NULL)",
        "CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
        "CREATE TABLE paired_consumers (package TEXT NOT NULL, provider TEXT NOT NULL, cert_sha256 TEXT NOT NULL,"
                + " scopes TEXT NOT NULL, PRIMARY KEY (package, provider))",
        "CREATE TABLE operations (provider TEXT NOT NULL, id TEXT NOT NULL, uid INTEGER NOT NULL,"
                + " request_id TEXT NOT NULL, tool TEXT NOT NULL, args_sha256 TEXT NOT NULL,"
                + " created_at INTEGER NOT NULL, state TEXT NOT NULL, result_json TEXT, result_path TEXT,"
                + " media_type TEXT, error_code TEXT, PRIMARY KEY (provider, id), UNIQUE (provider, uid, request_id))"
    };

    private StudioDb(Context context) {
        super(context, NAME, null, VERSION);
    }

    public static synchronized StudioDb get(Context context) {
        if (instance == null) {
            instance = new StudioDb(context);
        }
        return instance;
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        for (String sql : SCHEMA) {
            db.execSQL(sql);
        }
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        if (oldVersion < 7) {
            db.execSQL("DROP TABLE IF EXISTS operations");
            db.execSQL(SCHEMA[8]);
        }
    }
}
