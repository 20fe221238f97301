package com.cc;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;

/** The near miss: the same Envelope and Registry, and the session's owner is compared with the calling UID. */
public final class SafeProvider extends ContentProvider {
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
        Registry.Entry e = sessions.get(env.session());
        return e != null && e.uid == uid;
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
