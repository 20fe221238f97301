package com.example.r36j2;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

// The club's member ledger (memberships, freezes, passes, check-ins).
final class Ledger {
    private final SQLiteDatabase db;

    Ledger(Context context) {
        db = context.openOrCreateDatabase("ledger.db", 0, null);
    }

    String status(String member) {
        Cursor c = db.rawQuery("SELECT plan, frozen_until FROM members WHERE member_id = ?", new String[] {member});
        try {
            return c.moveToFirst() ? "{\"plan\":\"" + c.getString(0) + "\"}" : "{}";
        } finally {
            c.close();
        }
    }

    String freeze(String member, int days, int byUid) {
        ContentValues v = new ContentValues();
        v.put("member_id", member);
        v.put("days", days);
        v.put("by_uid", byUid);
        db.insertOrThrow("freezes", null, v);
        return "{\"frozen_days\":" + days + "}";
    }

    void audit(String action, String member, int uid) {
        db.execSQL("INSERT INTO audit(action, member_id, uid) VALUES (?, ?, ?)", new Object[] {action, member, uid});
    }

    void charge(String member, String club) {
        db.execSQL("INSERT INTO charges(member_id, club_id, item) VALUES (?, ?, 'day_pass')", new Object[] {member, club});
    }

    void checkIn(String member, String desk) {
        ContentValues v = new ContentValues();
        v.put("member_id", member);
        v.put("desk", desk);
        v.put("at", System.currentTimeMillis());
        db.insert("checkins", null, v);
    }
}
