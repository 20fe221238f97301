package com.cc;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;

/**
 * The session token reaches the registry through Envelope's field, set by a constructor another constructor of the
 * class calls; DeskProvider looks the session up and never compares its owner (CETP620 at Registry.java:19).
 */
public final class DeskProvider extends ContentProvider {
    private final Registry sessions = new Registry();

    @Override
    public boolean onCreate() {
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (extras == null) {
            return new Bundle();
        }
        Envelope env = Envelope.of(method, extras);
        Bundle out = new Bundle();
        if (!allowed(uid, env)) {
            out.putString("error_code", "NEGOTIATION_REQUIRED");
            return out;
        }
        out.putString("status", env.method());
        return out;
    }

    private boolean allowed(int uid, Envelope env) {
        return sessions.get(env.session()) != null;
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
