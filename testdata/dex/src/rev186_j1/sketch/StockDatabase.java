package com.tallyworks.stockroom.data;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** The one database of the app; a process-wide instance created under a static lock. */
public final class StockDatabase extends SQLiteOpenHelper {
    private static final String NAME = "stockroom.db";
    private static final int VERSION = 9;
    private static final Object LOCK = new Object();
    private static StockDatabase instance;

    private static final String[] TABLES = {
        "items", "stock_moves", "supplier_outbox", "orders", "refunds", "order_events", "partners",
        "confirmations", "mutation_log", "operations"
    };

    private static final String[] SCHEMA = {
        "CREATE TABLE items (sku TEXT PRIMARY KEY, name TEXT NOT NULL, on_hand INTEGER NOT NULL,"
            + " reorder_level INTEGER NOT NULL, max_level INTEGER NOT NULL, supplier TEXT, archived INTEGER NOT NULL DEFAULT 0)",
        "CREATE TABLE stock_moves (id INTEGER PRIMARY KEY, sku TEXT NOT NULL, delta INTEGER NOT NULL, reason TEXT,"
            + " kind TEXT NOT NULL, at INTEGER NOT NULL)",
        "CREATE TABLE supplier_outbox (id INTEGER PRIMARY KEY, sku TEXT NOT NULL, quantity INTEGER NOT NULL,"
            + " supplier TEXT NOT NULL, state TEXT NOT NULL, created_at INTEGER NOT NULL)",
        "CREATE TABLE orders (id INTEGER PRIMARY KEY, customer TEXT NOT NULL, status TEXT NOT NULL,"
            + " total_cents INTEGER NOT NULL, refunded_cents INTEGER NOT NULL DEFAULT 0, placed_at INTEGER NOT NULL,"
            + " archived INTEGER NOT NULL DEFAULT 0)",
        "CREATE TABLE refunds (id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL, amount_cents INTEGER NOT NULL,"
            + " reason TEXT, at INTEGER NOT NULL)",
        "CREATE TABLE order_events (id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL, event TEXT NOT NULL,"
            + " at INTEGER NOT NULL)",
        "CREATE TABLE partners (provider TEXT NOT NULL, package TEXT NOT NULL, cert_sha256 TEXT, scopes TEXT NOT NULL,"
            + " enabled INTEGER NOT NULL, revoked INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (provider, package))",
        "CREATE TABLE confirmations (token TEXT PRIMARY KEY, uid INTEGER NOT NULL, provider TEXT NOT NULL,"
            + " tool TEXT NOT NULL, request_id TEXT NOT NULL, args_sha256 TEXT NOT NULL, summary TEXT NOT NULL,"
            + " expires_at INTEGER NOT NULL, decided INTEGER NOT NULL DEFAULT 0, approved INTEGER NOT NULL DEFAULT 0)",
        "CREATE TABLE mutation_log (uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL,"
            + " tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, outcome TEXT NOT NULL, at INTEGER NOT NULL,"
            + " PRIMARY KEY (uid, provider, request_id))",
        "CREATE TABLE operations (id TEXT PRIMARY KEY, uid INTEGER NOT NULL, provider TEXT NOT NULL,"
            + " request_id TEXT NOT NULL, tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, state TEXT NOT NULL,"
            + " result TEXT, error_code TEXT, cancel_requested INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL,"
            + " UNIQUE (uid, provider, request_id))"
    };

    private StockDatabase(Context context) {
        super(context, NAME, null, VERSION);
    }

    public static StockDatabase get(Context context) {
        StockDatabase db = instance;
        if (db == null) {
            synchronized (LOCK) {
                db = instance;
                if (db == null) {
                    db = new StockDatabase(context);
                    instance = db;
                }
            }
        }
        return db;
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        for (String statement : SCHEMA) {
            db.execSQL(statement);
        }
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        for (String table : TABLES) {
            db.execSQL("DROP TABLE IF EXISTS " + table);
        }
        onCreate(db);
    }
}
