package com.trailmark.data;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** trailmark.db: trips, waypoints, photos, exports and snapshots, and the CETP sessions and kept outcomes. */
public final class TrailDb extends SQLiteOpenHelper {
    private static final int VERSION = 4;
    private static TrailDb instance;

    private TrailDb(Context context) {
        super(context, "trailmark.db", null, VERSION);
    }

    public static synchronized SQLiteDatabase open(Context context) {
        if (instance == null) {
            instance = new TrailDb(context.getApplicationContext());
        }
        return instance.getWritableDatabase();
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE trips (_id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL,"
                + " started_at INTEGER NOT NULL, distance_m REAL NOT NULL DEFAULT 0, track_file TEXT NOT NULL,"
                + " track_size INTEGER NOT NULL, track_sha256 TEXT NOT NULL)");
        db.execSQL("CREATE TABLE waypoints (_id INTEGER PRIMARY KEY AUTOINCREMENT, trip_id INTEGER NOT NULL,"
                + " kind TEXT NOT NULL, name TEXT NOT NULL, tags TEXT NOT NULL DEFAULT ',', lat REAL NOT NULL,"
                + " lon REAL NOT NULL, recorded_at INTEGER NOT NULL, trashed INTEGER NOT NULL DEFAULT 0)");
        db.execSQL("CREATE TABLE photos (_id INTEGER PRIMARY KEY AUTOINCREMENT, trip_id INTEGER NOT NULL,"
                + " file TEXT NOT NULL, taken_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE exports (_id INTEGER PRIMARY KEY AUTOINCREMENT, trip_id INTEGER NOT NULL,"
                + " file TEXT NOT NULL, created_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE snapshots (_id INTEGER PRIMARY KEY AUTOINCREMENT, label TEXT NOT NULL,"
                + " file TEXT, size_bytes INTEGER NOT NULL DEFAULT 0, sha256 TEXT, trips INTEGER NOT NULL DEFAULT 0,"
                + " state TEXT NOT NULL, created_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE sessions (token TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL,"
                + " flags INTEGER NOT NULL, expires_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE outcomes (uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL,"
                + " tool TEXT NOT NULL, digest TEXT NOT NULL, reply TEXT NOT NULL, kept_at INTEGER NOT NULL,"
                + " PRIMARY KEY (uid, provider, request_id))");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        String[] tables = {"trips", "waypoints", "photos", "exports", "snapshots", "sessions", "outcomes"};
        for (String table : tables) {
            db.execSQL("DROP TABLE IF EXISTS " + table);
        }
        onCreate(db);
    }
}
