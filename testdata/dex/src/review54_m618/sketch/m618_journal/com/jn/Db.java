package com.jn;

import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;

public final class Db extends SQLiteOpenHelper {
    public Db(Context context) {
        super(context, "jn.db", null, 1);
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE notes (id INTEGER PRIMARY KEY, owner_uid INTEGER NOT NULL, body TEXT)");
        db.execSQL("CREATE TABLE journal (request_id TEXT PRIMARY KEY, note_id INTEGER NOT NULL)");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
    }
}
