package com.quirewell.data;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import java.util.List;

/** Scopes the user granted to an assistant's UID in the Quirewell settings. */
public final class Grants {
    private final SQLiteDatabase db;

    public Grants(SQLiteDatabase db) {
        this.db = db;
    }

    public boolean allows(int uid, List<String> scopes) {
        String now = Long.toString(System.currentTimeMillis());
        for (String scope : scopes) {
            try (Cursor c = db.query("grants", new String[] {"scope"}, "uid = ? AND scope = ? AND expires_at > ?",
                    new String[] {Integer.toString(uid), scope, now}, null, null, null)) {
                if (!c.moveToFirst()) {
                    return false;
                }
            }
        }
        return true;
    }
}
