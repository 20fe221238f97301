package com.tuneup.visits;

import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

/** The visit calendar's database; open()/release() count the tool calls using it. */
final class VisitDb {
    private final SQLiteDatabase db;
    private int users;

    VisitDb(Context ctx) {
        db = ctx.openOrCreateDatabase("visits.db", 0, null);
    }

    SQLiteDatabase get() {
        return db;
    }

    void open() {
        users++;
    }

    void release() {
        users--;
    }

    boolean taken(String piano, int week) {
        Cursor c = db.rawQuery("SELECT 1 FROM visits WHERE piano = ? AND week = ?",
                new String[] {piano, Integer.toString(week)});
        boolean t = c.moveToFirst();
        c.close();
        return t;
    }

    void addVisit(String piano, int uid, int week) {
        db.execSQL("INSERT INTO visits(piano, uid, week) VALUES (?, ?, ?)",
                new Object[] {piano, uid, week});
    }
}
