package com.cd;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Bundle;
import java.util.List;

/** Its chain is a log step and the delete: nothing reads deadline_at_ms before the rows go (CETP619 at :26). */
public final class ArchiveProvider extends ContentProvider {
    private List<Step> steps;

    @Override
    public boolean onCreate() {
        SQLiteDatabase db = SQLiteDatabase.openOrCreateDatabase("/data/data/com.cd/databases/archive.db", null);
        steps = Chain.of(new Tools.LogStep(), new Tools.DeleteStep(db, "archive"));
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle request = extras == null ? new Bundle() : extras;
        request.putString("method", method);
        return Chain.run(steps, request);
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
