package com.scanbox.data;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** The app's one database: scans, shares and the tool providers' durable state. */
public final class ScanDatabase extends SQLiteOpenHelper {
    private static final Object LOCK = new Object();
    private static ScanDatabase instance;

    private ScanDatabase(Context context) {
        super(context, "scanbox.db", null, 4);
    }

    public static ScanDatabase get(Context context) {
        synchronized (LOCK) {
            if (instance == null) {
                instance = new ScanDatabase(context.getApplicationContext());
            }
            return instance;
        }
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("""
                CREATE TABLE documents (id TEXT PRIMARY KEY, title TEXT, file_name TEXT NOT NULL,
                    pages INTEGER NOT NULL, created_at INTEGER NOT NULL)""");
        db.execSQL("""
                CREATE TABLE shares (id TEXT PRIMARY KEY, document_id TEXT NOT NULL, recipient TEXT NOT NULL,
                    link TEXT NOT NULL, created_at INTEGER NOT NULL)""");
        db.execSQL("""
                CREATE TABLE sessions (token TEXT PRIMARY KEY, uid INTEGER NOT NULL, provider_id TEXT NOT NULL,
                    expires_at INTEGER NOT NULL)""");
        db.execSQL("""
                CREATE TABLE requests (provider_id TEXT NOT NULL, uid INTEGER NOT NULL, request_id TEXT NOT NULL,
                    tool TEXT NOT NULL, digest TEXT NOT NULL, value_json TEXT, kept_at INTEGER NOT NULL,
                    PRIMARY KEY (provider_id, uid, request_id))""");
        db.execSQL("""
                CREATE TABLE confirmations (ticket TEXT PRIMARY KEY, uid INTEGER NOT NULL, request_id TEXT NOT NULL,
                    tool TEXT NOT NULL, digest TEXT NOT NULL, summary TEXT, expires_at INTEGER NOT NULL,
                    answer INTEGER)""");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        db.execSQL("DROP TABLE IF EXISTS confirmations");
        db.execSQL("DROP TABLE IF EXISTS requests");
        db.execSQL("DROP TABLE IF EXISTS sessions");
        onCreate(db);
    }
}
