package com.mt;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

public final class Db extends SQLiteOpenHelper {
    public Db(Context context) {
        super(context, "mt.db", null, 1);
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE ledger (id INTEGER PRIMARY KEY, request_id TEXT NOT NULL UNIQUE, cents INTEGER)");
        db.execSQL("CREATE TABLE notes (id INTEGER PRIMARY KEY, owner_uid INTEGER NOT NULL, request_id TEXT, body TEXT)");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
    }
}
