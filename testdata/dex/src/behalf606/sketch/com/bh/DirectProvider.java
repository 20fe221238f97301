package com.bh;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;

/** Reads the same on_behalf_of_uid only to refuse a UID other than the Binder caller's (silent, Identity.java:19). */
public final class DirectProvider extends ContentProvider {
    private Identity identity;

    @Override
    public boolean onCreate() {
        identity = new Identity(getContext().getPackageManager());
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        if (extras == null || !identity.allowed(Binder.getCallingUid(), extras)) {
            out.putString("error_code", "PERMISSION_DENIED");
            return out;
        }
        out.putString("status", "ok");
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
