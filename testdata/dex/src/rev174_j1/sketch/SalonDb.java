package com.tallowbrook.salon.core;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** The app's one database: business tables, and the CETP ledger, jobs, sessions and approvals. */
public final class SalonDb extends SQLiteOpenHelper {
    private static final String NAME = "salon.db";
    private static final int VERSION = 3;
    private static SalonDb instance;

    private ApprovalStore approvals;

    private SalonDb(Context context) {
        super(context, NAME, null, VERSION);
    }

    public static synchronized SalonDb get(Context context) {
        if (instance == null) {
            instance = new SalonDb(context.getApplicationContext());
            instance.approvals = new ApprovalStore(instance);
        }
        return instance;
    }

    public ApprovalStore approvals() {
        return approvals;
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE clients (id TEXT PRIMARY KEY, name TEXT NOT NULL, phone TEXT, visits INTEGER NOT NULL"
                + " DEFAULT 0, merged_into TEXT)");
        db.execSQL("CREATE TABLE appointments (id TEXT PRIMARY KEY, client_id TEXT NOT NULL, stylist TEXT NOT NULL,"
                + " starts_at INTEGER NOT NULL, minutes INTEGER NOT NULL, status INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE outbox (appointment_id TEXT PRIMARY KEY, kind TEXT NOT NULL, queued_at INTEGER)");
        db.execSQL("CREATE TABLE paired_apps (package TEXT NOT NULL, provider_id TEXT NOT NULL, cert_sha256 TEXT,"
                + " scopes TEXT NOT NULL, PRIMARY KEY (package, provider_id))");
        db.execSQL("CREATE TABLE sessions (token TEXT PRIMARY KEY, provider_id TEXT NOT NULL, uid INTEGER NOT NULL,"
                + " caps TEXT NOT NULL, expires_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE ledger (uid INTEGER NOT NULL, provider_id TEXT NOT NULL, request_id TEXT NOT NULL,"
                + " tool TEXT NOT NULL, args_digest TEXT NOT NULL, operation_id TEXT, outcome TEXT,"
                + " created_at INTEGER NOT NULL, PRIMARY KEY (uid, provider_id, request_id))");
        db.execSQL("CREATE TABLE jobs (id TEXT PRIMARY KEY, provider_id TEXT NOT NULL, uid INTEGER NOT NULL,"
                + " request_id TEXT NOT NULL, tool TEXT NOT NULL, args TEXT NOT NULL, args_digest TEXT NOT NULL,"
                + " state INTEGER NOT NULL, cancel_requested INTEGER NOT NULL DEFAULT 0, deadline_at INTEGER NOT NULL,"
                + " outcome TEXT, created_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE approvals (token TEXT PRIMARY KEY, uid INTEGER NOT NULL, provider_id TEXT NOT NULL,"
                + " tool TEXT NOT NULL, request_id TEXT NOT NULL, args_digest TEXT NOT NULL, summary TEXT NOT NULL,"
                + " approved INTEGER, expires_at INTEGER NOT NULL)");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        if (oldVersion < 3) {
            db.execSQL("ALTER TABLE jobs ADD COLUMN cancel_requested INTEGER NOT NULL DEFAULT 0");
        }
    }
}
