package com.rf;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Bundle;

/** Shared call(): in legacy mode the request goes to a Legacy object kept in a field (not a provider). */
public abstract class Base extends ContentProvider {
    protected SQLiteDatabase db;
    private Base legacy;
    private boolean legacyMode;

    abstract Bundle execute(Bundle extras);

    @Override
    public boolean onCreate() {
        db = SQLiteDatabase.openOrCreateDatabase("/data/data/com.rf/databases/f.db", null);
        legacy = new Legacy(db);
        legacyMode = "1".equals(System.getProperty("legacy"));
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (!"execute_tool".equals(method) || extras == null) return null;
        Base target = legacyMode ? legacy : this;
        return target.execute(extras);
    }

    boolean expired(Bundle extras) { return System.currentTimeMillis() > extras.getLong("deadline_at_ms", 0L); }

    @Override public Cursor query(Uri u, String[] p, String s, String[] a, String o) { return null; }
    @Override public String getType(Uri u) { return null; }
    @Override public Uri insert(Uri u, ContentValues v) { return null; }
    @Override public int delete(Uri u, String s, String[] a) { return 0; }
    @Override public int update(Uri u, ContentValues v, String s, String[] a) { return 0; }
}
