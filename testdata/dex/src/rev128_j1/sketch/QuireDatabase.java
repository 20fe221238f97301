package com.quirewell.data;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** The app's one SQLite file: notes, vault index, and the providers' sessions, tickets, grants and ledger. */
public final class QuireDatabase extends SQLiteOpenHelper {
    private static final int VERSION = 3;
    private static QuireDatabase instance;

    private QuireDatabase(Context context) {
        super(context, "quirewell.db", null, VERSION);
    }

    public static synchronized QuireDatabase get(Context context) {
        if (instance == null) {
            instance = new QuireDatabase(context.getApplicationContext());
        }
        return instance;
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE notebooks (_id INTEGER PRIMARY KEY, title TEXT NOT NULL, shared INTEGER NOT NULL DEFAULT 0)");
        db.execSQL("CREATE TABLE notes (_id INTEGER PRIMARY KEY, notebook_id INTEGER NOT NULL, title TEXT NOT NULL,"
                + " body TEXT NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE files (_id INTEGER PRIMARY KEY, folder TEXT NOT NULL, name TEXT NOT NULL,"
                + " blob TEXT NOT NULL, iv BLOB NOT NULL, size INTEGER NOT NULL, deleted INTEGER NOT NULL DEFAULT 0)");
        db.execSQL("CREATE TABLE sessions (token TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL,"
                + " large_results INTEGER NOT NULL, expires_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE tickets (ticket TEXT PRIMARY KEY, uid INTEGER NOT NULL, provider TEXT NOT NULL,"
                + " request_id TEXT NOT NULL, tool TEXT NOT NULL, digest TEXT NOT NULL, summary TEXT NOT NULL,"
                + " expires_at INTEGER NOT NULL, answer TEXT NOT NULL DEFAULT 'pending')");
        db.execSQL("CREATE TABLE grants (uid INTEGER NOT NULL, scope TEXT NOT NULL, expires_at INTEGER NOT NULL,"
                + " PRIMARY KEY (uid, scope))");
        db.execSQL("CREATE TABLE requests (provider TEXT NOT NULL, uid INTEGER NOT NULL, request_id TEXT NOT NULL,"
                + " tool TEXT NOT NULL, digest TEXT NOT NULL, reply TEXT NOT NULL, kept_at INTEGER NOT NULL,"
                + " PRIMARY KEY (provider, uid, request_id))");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        for (String table : new String[] {"notebooks", "notes", "files", "sessions", "tickets", "grants", "requests"}) {
            db.execSQL("DROP TABLE IF EXISTS " + table);
        }
        onCreate(db);
    }
}
