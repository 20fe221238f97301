package com.fernhill.stockroom.core;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** One SQLite file for the stock, the reports, the request ledger, operations, approvals and pairings. */
public final class StockDb extends SQLiteOpenHelper {
    static final String NAME = "stockroom.db";
    static final int VERSION = 4;

    public StockDb(Context context) {
        super(context, NAME, null, VERSION);
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE items (id TEXT PRIMARY KEY, name TEXT NOT NULL, sku TEXT NOT NULL,"
                + " location TEXT NOT NULL, quantity INTEGER NOT NULL, counted_at INTEGER, updated_at INTEGER)");
        db.execSQL("CREATE TABLE stock_feed (item_id TEXT NOT NULL, changed_by INTEGER NOT NULL, at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE reports (id TEXT PRIMARY KEY, owner_uid INTEGER NOT NULL, kind TEXT NOT NULL,"
                + " file TEXT NOT NULL, created_at INTEGER NOT NULL, archived INTEGER NOT NULL DEFAULT 0,"
                + " announced_to INTEGER)");
        db.execSQL("CREATE TABLE request_ledger (uid INTEGER NOT NULL, provider_id TEXT NOT NULL,"
                + " request_id TEXT NOT NULL, tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, outcome TEXT,"
                + " created_at INTEGER NOT NULL, PRIMARY KEY (uid, provider_id, request_id))");
        db.execSQL("CREATE TABLE operations (id TEXT PRIMARY KEY, uid INTEGER NOT NULL, provider_id TEXT NOT NULL,"
                + " request_id TEXT NOT NULL, tool TEXT NOT NULL, state TEXT NOT NULL, result TEXT, error_code TEXT,"
                + " cancel_requested INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE approvals (token TEXT PRIMARY KEY, uid INTEGER NOT NULL, provider_id TEXT NOT NULL,"
                + " tool TEXT NOT NULL, request_id TEXT NOT NULL, args_sha256 TEXT NOT NULL, summary TEXT NOT NULL,"
                + " decision TEXT NOT NULL, expires_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE paired_apps (package TEXT NOT NULL, provider_id TEXT NOT NULL,"
                + " cert_sha256 TEXT NOT NULL, scopes TEXT NOT NULL, PRIMARY KEY (package, provider_id))");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        if (oldVersion < 4) {
            db.execSQL("ALTER TABLE reports ADD COLUMN announced_to INTEGER");
        }
    }
}
