package com.ru;

import android.content.ContentValues;
import android.database.Cursor;

/** Confirmations waiting for the user: a resume token per row, bound to the caller's UID. */
public final class Pending {
    private final OpsDb db;

    public Pending(OpsDb db) {
        this.db = db;
    }

    public void add(String token, int uid, String tool) {
        ContentValues row = new ContentValues();
        row.put("token", token);
        row.put("uid", uid);
        row.put("tool", tool);
        db.getWritableDatabase().insert("pending", null, row);
    }

    /** Whether uid holds an unused token for tool; a match is marked used, so it cannot be presented again. */
    public boolean spend(String token, int uid, String tool) {
        Cursor c = db.getReadableDatabase().rawQuery("SELECT tool FROM pending WHERE token = ? AND uid = ? AND used = 0",
                new String[] {token, String.valueOf(uid)});
        boolean ok;
        try {
            ok = c.moveToFirst() && tool.equals(c.getString(0));
        } finally {
            c.close();
        }
        if (ok) {
            ContentValues used = new ContentValues();
            used.put("used", 1);
            db.getWritableDatabase().update("pending", used, "token = ?", new String[] {token});
        }
        return ok;
    }

    /** Whether uid held token for tool; the row is gone either way. */
    public boolean take(String token, int uid, String tool) {
        Cursor c = db.getReadableDatabase().rawQuery("SELECT tool FROM pending WHERE token = ? AND uid = ?",
                new String[] {token, String.valueOf(uid)});
        boolean ok;
        try {
            ok = c.moveToFirst() && tool.equals(c.getString(0));
        } finally {
            c.close();
        }
        db.getWritableDatabase().delete("pending", "token = ?", new String[] {token});
        return ok;
    }
}
