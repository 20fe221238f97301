package com.lumenhall.hub.data;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** Devices, scenes, the per-app grants, and the scenes' mutation outcomes. */
public final class HubDb extends SQLiteOpenHelper {
    public HubDb(Context context) {
        super(context, "lumenhall.db", null, 3);
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE devices (id TEXT PRIMARY KEY, kind TEXT NOT NULL, state TEXT NOT NULL,"
                + " updated_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE scenes (id TEXT PRIMARY KEY, name TEXT NOT NULL, steps TEXT NOT NULL,"
                + " updated_at INTEGER NOT NULL)");
        db.execSQL("CREATE TABLE grants (uid INTEGER NOT NULL, target TEXT NOT NULL, PRIMARY KEY (uid, target))");
        db.execSQL("CREATE TABLE outcomes (key TEXT PRIMARY KEY, tool TEXT NOT NULL, digest TEXT NOT NULL,"
                + " data TEXT NOT NULL, at INTEGER NOT NULL)");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        if (oldVersion < 3) {
            db.execSQL("CREATE TABLE IF NOT EXISTS outcomes (key TEXT PRIMARY KEY, tool TEXT NOT NULL,"
                    + " digest TEXT NOT NULL, data TEXT NOT NULL, at INTEGER NOT NULL)");
        }
    }
}
