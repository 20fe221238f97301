package com.lumenhaus.data;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** The app's one database; both tool providers share it. */
public final class HubDatabase extends SQLiteOpenHelper {
    private static volatile HubDatabase sInstance;

    private HubDatabase(Context context) {
        super(context, "lumenhaus.db", null, 3);
    }

    public static HubDatabase get(Context context) {
        if (sInstance == null) {
            synchronized (HubDatabase.class) {
                if (sInstance == null) {
                    sInstance = new HubDatabase(context.getApplicationContext());
                }
            }
        }
        return sInstance;
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE devices (id TEXT PRIMARY KEY, name TEXT NOT NULL, room TEXT NOT NULL, kind TEXT NOT NULL)");
        db.execSQL("CREATE TABLE locks (id TEXT PRIMARY KEY, name TEXT NOT NULL, door TEXT NOT NULL)");
        db.execSQL("CREATE TABLE guest_codes (id TEXT PRIMARY KEY, lock_id TEXT NOT NULL, guest TEXT NOT NULL,"
                + " expires_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE requests (provider TEXT NOT NULL, uid INTEGER NOT NULL, request_id TEXT NOT NULL,"
                + " tool TEXT NOT NULL, digest TEXT NOT NULL, reply TEXT NOT NULL, created_at INTEGER NOT NULL,"
                + " PRIMARY KEY (provider, uid, request_id))");
        db.execSQL("CREATE TABLE tickets (ticket TEXT PRIMARY KEY, uid INTEGER NOT NULL, request_id TEXT NOT NULL,"
                + " tool TEXT NOT NULL, digest TEXT NOT NULL, summary TEXT NOT NULL, expires_at INTEGER NOT NULL,"
                + " answer INTEGER)");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        db.execSQL("DROP TABLE IF EXISTS tickets");
        db.execSQL("DROP TABLE IF EXISTS requests");
        db.execSQL("DROP TABLE IF EXISTS guest_codes");
        db.execSQL("DROP TABLE IF EXISTS locks");
        db.execSQL("DROP TABLE IF EXISTS devices");
        onCreate(db);
    }
}
