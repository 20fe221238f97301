package com.copperwick.data;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** Copperwick's SQLite file: budget, receipts, and the providers' sessions, tickets and request ledger. */
public final class CopperDatabase extends SQLiteOpenHelper {
    private static CopperDatabase instance;

    private CopperDatabase(Context context) {
        super(context, "copperwick.db", null, 2);
    }

    public static synchronized CopperDatabase get(Context context) {
        if (instance == null) {
            instance = new CopperDatabase(context.getApplicationContext());
        }
        return instance;
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE categories (_id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE,"
                + " monthly_limit INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE pinned (uid INTEGER NOT NULL, category_id INTEGER NOT NULL,"
                + " PRIMARY KEY (uid, category_id))");
        db.execSQL("CREATE TABLE expenses (_id INTEGER PRIMARY KEY, category_id INTEGER NOT NULL,"
                + " amount_cents INTEGER NOT NULL, note TEXT, spent_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE receipts (_id INTEGER PRIMARY KEY, merchant TEXT NOT NULL, total_cents INTEGER"
                + " NOT NULL, filed INTEGER NOT NULL DEFAULT 0, owner_uid INTEGER, taken_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE sessions (token TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL,"
                + " large_results INTEGER NOT NULL, expires_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE tickets (ticket TEXT PRIMARY KEY, uid INTEGER NOT NULL, provider TEXT NOT NULL,"
                + " request_id TEXT NOT NULL, tool TEXT NOT NULL, digest TEXT NOT NULL, summary TEXT NOT NULL,"
                + " expires_at INTEGER NOT NULL, answer TEXT NOT NULL DEFAULT 'pending')");
        db.execSQL("CREATE TABLE requests (provider TEXT NOT NULL, uid INTEGER NOT NULL, request_id TEXT NOT NULL,"
                + " tool TEXT NOT NULL, digest TEXT NOT NULL, reply TEXT NOT NULL, kept_at INTEGER NOT NULL,"
                + " PRIMARY KEY (provider, uid, request_id))");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        for (String t : new String[] {"categories", "pinned", "expenses", "receipts", "sessions", "tickets",
                "requests"}) {
            db.execSQL("DROP TABLE IF EXISTS " + t);
        }
        onCreate(db);
    }
}
