package com.et;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Bundle;

/**
 * negotiate answers the session token the bus's subscribers fill, every one with SecureRandom (silent); execute_tool
 * asks for confirmation with the resume token they fill, one subscriber from java.util.Random (CETP613 at :28).
 */
public final class NotesProvider extends ContentProvider {
    private final Bus bus = new Bus();

    @Override
    public boolean onCreate() {
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        if ("negotiate".equals(method)) {
            out.putString("session_token", bus.post(new Bus.SessionRequest()).token);
        } else {
            out.putString("error_code", "USER_ACTION_REQUIRED");
            out.putString("resume_token", bus.post(new Bus.TokenRequest()).token);
        }
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
