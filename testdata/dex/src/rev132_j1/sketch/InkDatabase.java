package com.inkbarrow.data;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** inkbarrow.db: scans, notes, and the tool providers' sessions, resume records, request ledger and audit trail. */
public final class InkDatabase extends SQLiteOpenHelper {
    private static InkDatabase instance;

    private InkDatabase(Context context) {
        super(context, "inkbarrow.db", null, 3);
    }

    public static synchronized InkDatabase get(Context context) {
        if (instance == null) {
            instance = new InkDatabase(context.getApplicationContext());
        }
        return instance;
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE scans (_id INTEGER PRIMARY KEY, title TEXT NOT NULL UNIQUE, album TEXT NOT NULL,"
                + " pages INTEGER NOT NULL, filed INTEGER NOT NULL DEFAULT 0, taken_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE notebooks (name TEXT PRIMARY KEY, locked INTEGER NOT NULL DEFAULT 0)");
        db.execSQL("CREATE TABLE notes (_id INTEGER PRIMARY KEY, notebook TEXT NOT NULL, heading TEXT,"
                + " body TEXT NOT NULL, written_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE sessions (token TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL,"
                + " large_results INTEGER NOT NULL, expires_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE resumes (token TEXT PRIMARY KEY, uid INTEGER NOT NULL, provider TEXT NOT NULL,"
                + " request_id TEXT NOT NULL, tool TEXT NOT NULL, digest TEXT NOT NULL, summary TEXT NOT NULL,"
                + " expires_at INTEGER NOT NULL, answer TEXT NOT NULL DEFAULT 'pending')");
        db.execSQL("CREATE TABLE requests (provider TEXT NOT NULL, uid INTEGER NOT NULL, request_id TEXT NOT NULL,"
                + " tool TEXT NOT NULL, digest TEXT NOT NULL, reply TEXT NOT NULL, kept_at INTEGER NOT NULL,"
                + " PRIMARY KEY (provider, uid, request_id))");
        db.execSQL("CREATE TABLE audit (_id INTEGER PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL,"
                + " tool TEXT NOT NULL, request_id TEXT NOT NULL, outcome TEXT NOT NULL, at INTEGER NOT NULL)");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        String[] tables = {"scans", "notebooks", "notes", "sessions", "resumes", "requests", "audit"};
        for (String table : tables) {
            db.execSQL("DROP TABLE IF EXISTS " + table);
        }
        onCreate(db);
    }
}
