package com.lumenframe.studio.cetp;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.util.Log;

/** Base of the two tool providers: they answer call() only; the table methods log the caller and refuse. */
public abstract class ToolContentProvider extends ContentProvider {
    private static final String TAG = "ToolProvider";

    private void refuse(String what) {
        Log.w(TAG, what + " refused for uid " + Binder.getCallingUid(), null);
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        refuse("query");
        return null;
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        refuse("insert");
        return null;
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        refuse("delete");
        return 0;
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        refuse("update");
        return 0;
    }
}
