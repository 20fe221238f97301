package com.lumenhall.hub.data;

import android.database.Cursor;
import android.os.Process;

/** Which apps the user let control which device or scene (set up in the hub's settings). */
public final class Grants {
    private final HubDb db;

    public Grants(HubDb db) {
        this.db = db;
    }

    public boolean mayControl(int uid, String target) {
        if (uid == Process.myUid()) {
            // the hub's own schedules and automations
            return true;
        }
        Cursor cursor = db.getReadableDatabase().rawQuery("SELECT 1 FROM grants WHERE uid = ? AND target = ?",
                new String[] {Integer.toString(uid), target});
        try {
            return cursor.moveToFirst();
        } finally {
            cursor.close();
        }
    }
}
