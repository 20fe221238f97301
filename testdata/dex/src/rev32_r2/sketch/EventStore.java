package com.homeflow.app.cetp;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

/** The device event log (SQLite). */
final class EventStore {
    private final SQLiteDatabase db;

    EventStore(Context ctx) {
        db = ctx.openOrCreateDatabase("events.db", 0, null);
    }

    String forDevice(String device) {
        Cursor c = db.rawQuery("SELECT ts, what FROM events WHERE device = '" + device + "' ORDER BY ts DESC", null);
        return toJson(c);
    }

    String forRoom(String room) {
        Cursor c = db.query("events", new String[] {"ts", "what"}, "room = ?", new String[] {room}, null, null, "ts DESC");
        return toJson(c);
    }

    void record(String action, int uid) {
        ContentValues v = new ContentValues();
        v.put("what", action);
        v.put("uid", uid);
        db.insert("audit", null, v);
    }

    private static String toJson(Cursor c) {
        int n = c.getCount();
        c.close();
        return "{\"kind\":\"inline\",\"value\":{\"events\":" + n + "}}";
    }
}
