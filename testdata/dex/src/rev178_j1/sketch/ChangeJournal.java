package com.larderly.app.data;

import android.content.ContentValues;
import android.database.SQLException;
import android.util.Log;

/** Who changed what, for the household activity feed. */
public final class ChangeJournal {
    private final AppDatabase database;

    public ChangeJournal(AppDatabase database) {
        this.database = database;
    }

    public void record(String kind, String subject, int changedBy) {
        ContentValues row = new ContentValues();
        row.put("kind", kind);
        row.put("subject", subject);
        row.put("changed_by", Integer.valueOf(changedBy));
        row.put("at", Long.valueOf(System.currentTimeMillis()));
        try {
            database.getWritableDatabase().insert("changes", null, row);
        } catch (SQLException e) {
            Log.w("Larderly", "journal write failed", e);
        }
    }
}
