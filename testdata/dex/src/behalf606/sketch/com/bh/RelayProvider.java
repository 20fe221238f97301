package com.bh;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;

/** Judges the app a relay names in on_behalf_of_uid, which any caller writes (CETP606 at Identity.java:40). */
public final class RelayProvider extends ContentProvider {
    private Identity identity;

    @Override
    public boolean onCreate() {
        identity = new Identity.Relayed(getContext().getPackageManager());
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
