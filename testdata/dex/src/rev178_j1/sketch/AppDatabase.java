package com.larderly.app.data;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** The one SQLite file behind the SQLite repositories and the tool providers' protocol state. */
public final class AppDatabase extends SQLiteOpenHelper {
    static final String NAME = "larderly.db";
    static final int VERSION = 3;

    public AppDatabase(Context context) {
        super(context, NAME, null, VERSION);
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE items (id TEXT PRIMARY KEY, name TEXT NOT NULL, category TEXT NOT NULL,"
                + " quantity INTEGER NOT NULL, unit TEXT NOT NULL, best_before TEXT, opened INTEGER NOT NULL DEFAULT 0)");
        db.execSQL("CREATE TABLE plans (id TEXT PRIMARY KEY, week TEXT NOT NULL UNIQUE, title TEXT NOT NULL,"
                + " status TEXT NOT NULL, list_issued_at INTEGER, synced_by INTEGER)");
        db.execSQL("CREATE TABLE plan_meals (plan_id TEXT NOT NULL, day INTEGER NOT NULL, recipe TEXT NOT NULL,"
                + " ingredients TEXT NOT NULL, PRIMARY KEY (plan_id, day))");
        db.execSQL("CREATE TABLE changes (kind TEXT NOT NULL, subject TEXT NOT NULL, changed_by INTEGER NOT NULL,"
                + " at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE sessions (token TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL,"
                + " caps TEXT NOT NULL, expires_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE grants (package TEXT PRIMARY KEY, cert_sha256 TEXT NOT NULL, scopes TEXT NOT NULL,"
                + " expires_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE operations (id TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL,"
                + " request_id TEXT NOT NULL, tool TEXT NOT NULL, state TEXT NOT NULL, result TEXT, error_code TEXT,"
                + " cancel_requested INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE confirmations (token TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL,"
                + " tool TEXT NOT NULL, request_id TEXT NOT NULL, args_sha256 TEXT NOT NULL, summary TEXT NOT NULL,"
                + " approved INTEGER, expires_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE request_log (uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL,"
                + " tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, operation_id TEXT, outcome TEXT, error_code TEXT,"
                + " created_at INTEGER NOT NULL, PRIMARY KEY (uid, provider, request_id))");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        if (oldVersion < 3) {
            db.execSQL("ALTER TABLE plans ADD COLUMN synced_by INTEGER");
        }
    }
}
