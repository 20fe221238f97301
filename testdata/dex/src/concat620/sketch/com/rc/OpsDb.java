package com.rc;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** Operations and pending confirmations, one row each. */
public final class OpsDb extends SQLiteOpenHelper {
    public OpsDb(Context context) {
        super(context, "ops.db", null, 1);
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE ops (id TEXT PRIMARY KEY, owner_uid INTEGER NOT NULL, state TEXT, result TEXT)");
        db.execSQL("CREATE TABLE pending (token TEXT PRIMARY KEY, uid INTEGER NOT NULL, tool TEXT NOT NULL)");
        db.execSQL("CREATE TABLE albums (id TEXT PRIMARY KEY, title TEXT)");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
    }
}
