package com.tallycrate.data;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** tallycrate.db: receipts, imported archives, who was shown what, sessions and kept outcomes. */
public final class CrateDatabase extends SQLiteOpenHelper {
    private static CrateDatabase instance;

    private CrateDatabase(Context context) {
        super(context, "tallycrate.db", null, 4);
    }

    public static synchronized CrateDatabase get(Context context) {
        if (instance == null) {
            instance = new CrateDatabase(context.getApplicationContext());
        }
        return instance;
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE receipts (_id INTEGER PRIMARY KEY, merchant TEXT NOT NULL, total_cents INTEGER NOT NULL,"
                + " currency TEXT NOT NULL, bought_at INTEGER NOT NULL, tags TEXT NOT NULL DEFAULT ',',"
                + " image TEXT, image_size INTEGER, image_sha256 TEXT)");
        db.execSQL("CREATE TABLE shares (_id INTEGER PRIMARY KEY, item TEXT NOT NULL, uid INTEGER NOT NULL,"
                + " what TEXT NOT NULL, at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE archives (_id INTEGER PRIMARY KEY, label TEXT NOT NULL, size_bytes INTEGER NOT NULL,"
                + " imported_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE archive_entries (_id INTEGER PRIMARY KEY, archive_id INTEGER NOT NULL,"
                + " name TEXT NOT NULL, size_bytes INTEGER NOT NULL, sha256 TEXT NOT NULL, media_type TEXT NOT NULL)");
        db.execSQL("CREATE TABLE sessions (token TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL,"
                + " large_results INTEGER NOT NULL, expires_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE outcomes (provider TEXT NOT NULL, uid INTEGER NOT NULL, request_id TEXT NOT NULL,"
                + " tool TEXT NOT NULL, digest TEXT NOT NULL, reply TEXT NOT NULL, kept_at INTEGER NOT NULL,"
                + " PRIMARY KEY (provider, uid, request_id))");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        for (String table : new String[] {"receipts", "shares", "archives", "archive_entries", "sessions", "outcomes"}) {
            db.execSQL("DROP TABLE IF EXISTS " + table);
        }
        onCreate(db);
    }
}
