package com.dd;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Bundle;

/** Its desk answers DEADLINE_EXCEEDED before queueing (silent), though the shared host's call reaches both desks. */
public final class PurgeProvider extends ContentProvider {
    private Host host;

    @Override
    public boolean onCreate() {
        SQLiteDatabase db = SQLiteDatabase.openOrCreateDatabase("/data/data/com.dd/databases/reports.db", null);
        host = new Host(new Desks.ReportDesk(db));
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        return host.call(method, extras);
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        return null;
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        return null;
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        return 0;
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        return 0;
    }
}
