package com.hearthlink.security;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Scope grants the user gave an assistant UID under Settings > Assistant access (the grants table). */
public final class ScopeChecker {
    private final SQLiteDatabase db;
    private final String provider;

    public ScopeChecker(SQLiteDatabase db, String provider) {
        this.db = db;
        this.provider = provider;
    }

    /** The scopes of the list that this UID holds no live grant for. */
    public List<String> missing(int uid, String[] scopes) {
        Set<String> granted = new HashSet<>();
        String[] args = {provider, String.valueOf(uid), String.valueOf(System.currentTimeMillis())};
        try (Cursor c = db.query("grants", new String[] {"scope"}, "provider = ? AND uid = ? AND expires_at > ?",
                args, null, null, null)) {
            while (c.moveToNext()) {
                granted.add(c.getString(0));
            }
        }
        List<String> missing = new ArrayList<>();
        for (String scope : scopes) {
            if (!granted.contains(scope)) {
                missing.add(scope);
            }
        }
        return missing;
    }
}
