package com.mx;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

/** The app's one database: notes and tasks (business tables), the tasks executor's reservations, the ledger. */
public final class Db extends SQLiteOpenHelper {
    public Db(Context context) {
        super(context, "mx.db", null, 1);
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE notes (id INTEGER PRIMARY KEY, owner_uid INTEGER NOT NULL, request_id TEXT, body TEXT)");
        db.execSQL("CREATE TABLE tasks (id INTEGER PRIMARY KEY, owner_uid INTEGER NOT NULL, title TEXT)");
        db.execSQL("CREATE TABLE reservations (key TEXT PRIMARY KEY, digest TEXT NOT NULL, outcome TEXT)");
        db.execSQL("CREATE TABLE ledger (id INTEGER PRIMARY KEY, request_id TEXT NOT NULL UNIQUE, cents INTEGER)");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
    }
}
