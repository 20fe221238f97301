package com.wrenfield.notes.core;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** The app database: notebooks, notes, attachments and the providers' request records. */
public final class WrenfieldDb extends SQLiteOpenHelper {
    private static WrenfieldDb instance;

    private WrenfieldDb(Context context) {
        super(context, "wrenfield.db", null, 3);
    }

    public static synchronized WrenfieldDb get(Context context) {
        if (instance == null) {
            instance = new WrenfieldDb(context.getApplicationContext());
        }
        return instance;
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE notebooks (_id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE,"
                + " shared INTEGER NOT NULL DEFAULT 0)");
        db.execSQL("CREATE TABLE notes (_id INTEGER PRIMARY KEY, notebook_id INTEGER NOT NULL, title TEXT NOT NULL,"
                + " body TEXT NOT NULL, updated_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE attachments (attachment_id TEXT PRIMARY KEY, note_id INTEGER NOT NULL,"
                + " file_name TEXT NOT NULL, thumb_name TEXT, media_type TEXT NOT NULL, size_bytes INTEGER NOT NULL,"
                + " sha256 TEXT NOT NULL)");
        db.execSQL("CREATE TABLE dedup (request_key TEXT PRIMARY KEY, tool TEXT NOT NULL, args_sha256 TEXT NOT NULL,"
                + " outcome TEXT NOT NULL, recorded_at INTEGER NOT NULL)");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        if (oldVersion < 3) {
            db.execSQL("CREATE TABLE IF NOT EXISTS dedup (request_key TEXT PRIMARY KEY, tool TEXT NOT NULL,"
                    + " args_sha256 TEXT NOT NULL, outcome TEXT NOT NULL, recorded_at INTEGER NOT NULL)");
        }
    }
}
