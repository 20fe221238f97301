package com.hearthlink.data;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** home.db: the device mirror the hub keeps current, routines, and the tool providers' protocol tables. */
public final class HomeDb extends SQLiteOpenHelper {
    private static final String NAME = "home.db";
    private static final int VERSION = 7;

    private static HomeDb instance;

    private HomeDb(Context context) {
        super(context, NAME, null, VERSION);
    }

    public static synchronized SQLiteDatabase open(Context context) {
        if (instance == null) {
            instance = new HomeDb(context.getApplicationContext());
        }
        return instance.getWritableDatabase();
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE devices (_id TEXT PRIMARY KEY, name TEXT NOT NULL, kind TEXT NOT NULL,"
                + " room TEXT, state TEXT NOT NULL DEFAULT '{}', updated_at INTEGER NOT NULL DEFAULT 0)");
        db.execSQL("CREATE TABLE snapshots (_id INTEGER PRIMARY KEY AUTOINCREMENT, camera_id TEXT NOT NULL,"
                + " file TEXT NOT NULL, taken_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE routines (_id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL,"
                + " steps TEXT NOT NULL, touches_locks INTEGER NOT NULL, created_by INTEGER NOT NULL,"
                + " last_run INTEGER)");
        db.execSQL("CREATE TABLE sessions (token TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL,"
                + " expires_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE tickets (_id INTEGER PRIMARY KEY AUTOINCREMENT, token_sha256 TEXT UNIQUE NOT NULL,"
                + " provider TEXT NOT NULL, uid INTEGER NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL,"
                + " digest TEXT NOT NULL, summary TEXT NOT NULL, state TEXT NOT NULL, expires_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE outcomes (uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL,"
                + " tool TEXT NOT NULL, digest TEXT NOT NULL, reply TEXT NOT NULL, kept_at INTEGER NOT NULL,"
                + " PRIMARY KEY (uid, provider, request_id))");
        db.execSQL("CREATE TABLE grants (provider TEXT NOT NULL, uid INTEGER NOT NULL, scope TEXT NOT NULL,"
                + " expires_at INTEGER NOT NULL, PRIMARY KEY (provider, uid, scope))");
        db.execSQL("CREATE TABLE audit (at INTEGER NOT NULL, provider TEXT NOT NULL, uid INTEGER NOT NULL,"
                + " tool TEXT NOT NULL, request_id TEXT, outcome TEXT NOT NULL)");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        for (String t : new String[] {"devices", "snapshots", "routines", "sessions", "tickets", "outcomes", "grants",
                "audit"}) {
            db.execSQL("DROP TABLE IF EXISTS " + t);
        }
        onCreate(db);
    }
}
