package com.greenwick.garden.data;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** The app database: plants and their watering log, garden tasks, and the providers' kept outcomes. */
public final class GardenDb extends SQLiteOpenHelper {
    private static final int VERSION = 3;

    public GardenDb(Context context) {
        super(context, "garden.db", null, VERSION);
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE plants (id TEXT PRIMARY KEY, name TEXT NOT NULL, species TEXT,"
                + " water_every_days INTEGER NOT NULL DEFAULT 7, last_watered_at INTEGER, photo TEXT)");
        db.execSQL("CREATE TABLE waterings (id INTEGER PRIMARY KEY AUTOINCREMENT, plant_id TEXT NOT NULL,"
                + " amount_ml INTEGER NOT NULL, at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE tasks (id TEXT PRIMARY KEY, title TEXT NOT NULL, due_at INTEGER NOT NULL,"
                + " every_ms INTEGER NOT NULL DEFAULT 0, done_at INTEGER)");
        db.execSQL("CREATE TABLE dedup (key TEXT PRIMARY KEY, tool TEXT NOT NULL, digest TEXT NOT NULL,"
                + " data TEXT NOT NULL, kept_at INTEGER NOT NULL)");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        db.execSQL("DROP TABLE IF EXISTS dedup");
        db.execSQL("DROP TABLE IF EXISTS tasks");
        db.execSQL("DROP TABLE IF EXISTS waterings");
        db.execSQL("DROP TABLE IF EXISTS plants");
        onCreate(db);
    }
}
