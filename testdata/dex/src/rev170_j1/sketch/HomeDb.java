package com.relaykit.home.core;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** The app's one database: devices, alerts, routines, the hub outbox, pairings and the tool providers' records. */
public final class HomeDb extends SQLiteOpenHelper {
    private static final String NAME = "relaykit.db";
    private static final int VERSION = 9;
    private static HomeDb instance;

    private HomeDb(Context context) {
        super(context, NAME, null, VERSION);
    }

    public static synchronized HomeDb get(Context context) {
        if (instance == null) {
            instance = new HomeDb(context.getApplicationContext());
        }
        return instance;
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE devices (_id TEXT PRIMARY KEY, name TEXT NOT NULL, room TEXT, kind TEXT NOT NULL,"
                + " is_on INTEGER NOT NULL DEFAULT 0, updated_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE alerts (_id INTEGER PRIMARY KEY AUTOINCREMENT, device_id TEXT NOT NULL,"
                + " message TEXT NOT NULL, raised_at INTEGER NOT NULL, read_at INTEGER, snoozed_until INTEGER)");
        db.execSQL("CREATE TABLE routines (_id TEXT PRIMARY KEY, name TEXT NOT NULL, trigger_at TEXT NOT NULL,"
                + " actions TEXT NOT NULL, enabled INTEGER NOT NULL DEFAULT 1, created_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE routine_runs (_id INTEGER PRIMARY KEY AUTOINCREMENT, routine_id TEXT NOT NULL,"
                + " ran_at INTEGER NOT NULL, actions_sent INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE hub_outbox (_id INTEGER PRIMARY KEY AUTOINCREMENT, device_id TEXT NOT NULL,"
                + " command TEXT NOT NULL, queued_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE paired_apps (package TEXT NOT NULL, provider TEXT NOT NULL,"
                + " cert_sha256 TEXT NOT NULL, scopes TEXT NOT NULL, PRIMARY KEY (package, provider))");
        db.execSQL("CREATE TABLE approvals (token TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL,"
                + " tool TEXT NOT NULL, request_id TEXT NOT NULL, args_sha256 TEXT NOT NULL, summary TEXT NOT NULL,"
                + " expires_at INTEGER NOT NULL, decision INTEGER)");
        db.execSQL("CREATE TABLE mutation_journal (uid INTEGER NOT NULL, provider TEXT NOT NULL,"
                + " request_id TEXT NOT NULL, tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, outcome TEXT,"
                + " created_at INTEGER NOT NULL, PRIMARY KEY (uid, provider, request_id))");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        if (oldVersion < 9) {
            db.execSQL("ALTER TABLE alerts ADD COLUMN snoozed_until INTEGER");
        }
    }
}
