package com.ae.cetp;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Bundle;
import java.util.List;

/**
 * The app's own port of the SDK's base class (same name and contract): it serves the protocol from the tool
 * list, and runs mutating tools through the mutation executor its subclass supplies.
 */
public abstract class CetpV2ContentProvider extends ContentProvider {
    public abstract List<ToolDescriptor> getProviderTools();

    /** No executor: the base refuses mutating tools. */
    public MutationExecutor getMutationExecutor() {
        return null;
    }

    @Override
    public boolean onCreate() {
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        out.putInt("tools", getProviderTools().size());
        return out;
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
