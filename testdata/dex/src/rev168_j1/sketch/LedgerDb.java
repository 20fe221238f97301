package com.tallyspring.budget.data;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** The app's one database: bills, payments, the budget, pairings, pending confirmations and the mutation ledger. */
public final class LedgerDb extends SQLiteOpenHelper {
    private static final String NAME = "tallyspring.db";
    private static final int VERSION = 7;
    private static LedgerDb instance;

    private LedgerDb(Context context) {
        super(context, NAME, null, VERSION);
    }

    public static synchronized LedgerDb get(Context context) {
        if (instance == null) {
            instance = new LedgerDb(context);
        }
        return instance;
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE bills (_id INTEGER PRIMARY KEY, payee TEXT NOT NULL, amount_cents INTEGER NOT NULL,"
                + " due_on TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'due')");
        db.execSQL("CREATE TABLE payments (_id INTEGER PRIMARY KEY, bill_id INTEGER NOT NULL, amount_cents INTEGER"
                + " NOT NULL, pay_on TEXT NOT NULL, status TEXT NOT NULL, created_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE transfers (_id INTEGER PRIMARY KEY, payment_id INTEGER NOT NULL,"
                + " state TEXT NOT NULL)");
        db.execSQL("CREATE TABLE categories (_id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, limit_cents INTEGER"
                + " NOT NULL DEFAULT 0, archived INTEGER NOT NULL DEFAULT 0)");
        db.execSQL("CREATE TABLE expenses (_id INTEGER PRIMARY KEY, category_id INTEGER NOT NULL, amount_cents INTEGER"
                + " NOT NULL, merchant TEXT, month TEXT NOT NULL, spent_on TEXT NOT NULL)");
        db.execSQL("CREATE TABLE paired_apps (package TEXT NOT NULL, provider TEXT NOT NULL, cert_sha256 TEXT NOT NULL,"
                + " scopes TEXT NOT NULL, paired_at INTEGER NOT NULL, PRIMARY KEY (package, provider))");
        db.execSQL("CREATE TABLE approvals (token TEXT PRIMARY KEY, uid INTEGER NOT NULL, tool TEXT NOT NULL,"
                + " request_id TEXT NOT NULL, args_sha256 TEXT NOT NULL, summary TEXT NOT NULL,"
                + " expires_at INTEGER NOT NULL, decision TEXT)");
        db.execSQL("CREATE TABLE mutations (uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL,"
                + " tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, outcome TEXT NOT NULL, created_at INTEGER NOT NULL,"
                + " PRIMARY KEY (uid, provider, request_id))");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        if (oldVersion < 7) {
            db.execSQL("ALTER TABLE approvals ADD COLUMN decision TEXT");
        }
    }
}
