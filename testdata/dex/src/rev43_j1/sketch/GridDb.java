package com.gridnote.data;

import android.content.Context;
import android.database.DatabaseUtils;
import android.database.sqlite.SQLiteDatabase;

/** SQLite store for readings and outage reports (bind arguments throughout). */
public final class GridDb {
    private final SQLiteDatabase db;

    public GridDb(Context ctx) {
        db = SQLiteDatabase.openOrCreateDatabase(ctx.getDatabasePath("grid.db"), null);
    }

    public int record(String meter, long kwh, int byUid) {
        db.execSQL("INSERT INTO readings(meter, kwh, by_uid) VALUES (?, ?, ?)", new Object[] {meter, kwh, byUid});
        return 1;
    }

    public int correct(String reading, long kwh, int byUid) {
        db.execSQL("UPDATE readings SET kwh = ?, by_uid = ? WHERE id = ?", new Object[] {kwh, byUid, reading});
        return 1;
    }

    public String csv(int uid) {
        return DatabaseUtils.stringForQuery(db, "SELECT group_concat(meter || ',' || kwh, char(10)) FROM readings WHERE by_uid = ?",
                new String[] {String.valueOf(uid)});
    }

    public int report(String area, String note, int byUid) {
        db.execSQL("INSERT INTO outages(area, note, by_uid) VALUES (?, ?, ?)", new Object[] {area, note, byUid});
        return 1;
    }

    public int cancel(String ref, String byPkg) {
        db.execSQL("UPDATE outages SET state = 'cancelled', changed_by = ? WHERE ref = ?", new Object[] {byPkg, ref});
        return 1;
    }

    public int reopen(String ref, String byPkg) {
        db.execSQL("UPDATE outages SET state = 'open', changed_by = ? WHERE ref = ?", new Object[] {byPkg, ref});
        return 1;
    }

    public void follow(String ref, int uid) {
        db.execSQL("INSERT INTO followers(ref, uid) VALUES (?, ?)", new Object[] {ref, uid});
    }

    public void mute(String ref, int uid) {
        db.execSQL("DELETE FROM followers WHERE ref = ? AND uid = ?", new Object[] {ref, uid});
    }
}
