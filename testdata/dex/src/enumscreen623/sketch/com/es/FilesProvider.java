package com.es;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Bundle;

/**
 * purge_files and rename_file both answer USER_ACTION_REQUIRED with their screen's resolution, made by the enum
 * constant's body and carried by the immutable Reply. PurgeActivity never finishes (CETP623 at Screen.java:13);
 * RenameActivity sets a result and finishes (silent, :20).
 */
public final class FilesProvider extends ContentProvider {
    @Override
    public boolean onCreate() {
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        String tool = extras == null ? "" : extras.getString("tool_name");
        Screen screen = "purge_files".equals(tool) ? Screen.PURGE : Screen.RENAME;
        String key = Approvals.open();
        return Reply.needsUser(screen.resolution(getContext(), key), key).toBundle();
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
