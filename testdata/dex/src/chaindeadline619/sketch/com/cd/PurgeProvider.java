package com.cd;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Bundle;
import java.util.List;

/** Its chain starts with DeadlineStep, which answers DEADLINE_EXCEEDED before the log and the delete (silent). */
public final class PurgeProvider extends ContentProvider {
    private List<Step> steps;

    @Override
    public boolean onCreate() {
        SQLiteDatabase db = SQLiteDatabase.openOrCreateDatabase("/data/data/com.cd/databases/purge.db", null);
        steps = Chain.of(new DeadlineStep(), new Tools.LogStep(), new Tools.DeleteStep(db, "purge"));
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
