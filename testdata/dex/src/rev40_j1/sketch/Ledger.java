package com.pillpoint.data;

import android.content.Context;
import android.database.DatabaseUtils;
import android.database.sqlite.SQLiteDatabase;

/** Loyalty points ledger. */
public final class Ledger {
    private final SQLiteDatabase db;

    public Ledger(Context ctx) {
        db = ctx.openOrCreateDatabase("ledger.db", Context.MODE_PRIVATE, null);
    }

    public int balance(int uid) {
        return (int) DatabaseUtils.longForQuery(db, "SELECT points FROM members WHERE uid = ?",
                new String[] {String.valueOf(uid)});
    }

    public void redeem(int uid, int points, String by) {
        db.execSQL("UPDATE members SET points = points - ?, changed_by = ? WHERE uid = ?", new Object[] {points, by, uid});
    }

    public void donate(int uid, int points, String by) {
        db.execSQL("INSERT INTO donations(uid, points, changed_by) VALUES (?, ?, ?)", new Object[] {uid, points, by});
    }

    public String statement(int uid) {
        return DatabaseUtils.stringForQuery(db, "SELECT group_concat(line, char(10)) FROM statement WHERE uid = ?",
                new String[] {String.valueOf(uid)});
    }

    public String receipt(int uid, int order) {
        return DatabaseUtils.stringForQuery(db, "SELECT body FROM receipts WHERE uid = ? AND order_no = ?",
                new String[] {String.valueOf(uid), String.valueOf(order)});
    }
}
