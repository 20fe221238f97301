package com.verdant.garden.data;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** The app's one database: garden data and the tool providers' sessions, grants, operations and records. */
public final class GardenDatabase extends SQLiteOpenHelper {
    private static final String NAME = "verdant.db";
    private static final int VERSION = 7;
    private static GardenDatabase instance;

    private GardenDatabase(Context context) {
        super(context, NAME, null, VERSION);
    }

    public static synchronized GardenDatabase get(Context context) {
        if (instance == null) {
            instance = new GardenDatabase(context);
        }
        return instance;
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE beds (id TEXT PRIMARY KEY, name TEXT NOT NULL, area_m2 INTEGER, created_at INTEGER)");
        db.execSQL("CREATE TABLE plantings (id TEXT PRIMARY KEY, bed_id TEXT NOT NULL, crop TEXT NOT NULL,"
                + " variety TEXT, sown_on TEXT, expected_harvest TEXT, harvested_g INTEGER DEFAULT 0)");
        db.execSQL("CREATE TABLE zones (id TEXT PRIMARY KEY, name TEXT NOT NULL, valve INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE schedules (zone_id TEXT PRIMARY KEY, start_minute INTEGER, minutes INTEGER,"
                + " days TEXT)");
        db.execSQL("CREATE TABLE waterings (id TEXT PRIMARY KEY, zone_id TEXT NOT NULL, started_at INTEGER,"
                + " minutes INTEGER, litres INTEGER, source TEXT)");
        db.execSQL("CREATE TABLE sessions (token TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL,"
                + " capabilities TEXT NOT NULL, expires_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE grants (provider TEXT NOT NULL, uid INTEGER NOT NULL, package TEXT NOT NULL,"
                + " cert_sha256 TEXT NOT NULL, scopes TEXT NOT NULL, paired_at INTEGER NOT NULL,"
                + " expires_at INTEGER NOT NULL, PRIMARY KEY (provider, package))");
        db.execSQL("CREATE TABLE operations (id TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL,"
                + " request_id TEXT NOT NULL, tool TEXT NOT NULL, state TEXT NOT NULL, result TEXT,"
                + " error_code TEXT, cancel_requested INTEGER DEFAULT 0, created_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE confirmations (token TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL,"
                + " tool TEXT NOT NULL, request_id TEXT NOT NULL, args_sha256 TEXT NOT NULL, summary TEXT,"
                + " decision TEXT NOT NULL, expires_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE request_log (uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL,"
                + " tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, status TEXT, data TEXT, error_code TEXT,"
                + " created_at INTEGER NOT NULL, PRIMARY KEY (uid, provider, request_id))");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        for (String table : new String[] {"beds", "plantings", "zones", "schedules", "waterings", "sessions",
                "grants", "operations", "confirmations", "request_log"}) {
            db.execSQL("DROP TABLE IF EXISTS " + table);
        }
        onCreate(db);
    }
}
