package com.ro;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;

/**
 * The same hand-over, but refuse() only asks whether the session has expired: the row found by the token alone is
 * never compared with the caller (CETP620 at Sessions.java:18).
 */
public final class LedgerProvider extends ContentProvider {
    private Sessions sessions;

    @Override
    public boolean onCreate() {
        sessions = new Sessions(SQLiteDatabase.openOrCreateDatabase("/data/data/com.ro/ledger.db", null));
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (extras == null || !"execute_tool".equals(method)) {
            return new Bundle();
        }
        return executeTool(uid, extras);
    }

    private Bundle executeTool(int uid, Bundle extras) {
        Session session = sessions.find(extras.getString("session_token"));
        Bundle refused = refuse(uid, session);
        if (refused != null) {
            return refused;
        }
        Bundle out = new Bundle();
        out.putString("status", "ok");
        return out;
    }

    private static Bundle refuse(int uid, Session session) {
        if (session == null || session.expired()) {
            Bundle out = new Bundle();
            out.putString("error_code", "NEGOTIATION_REQUIRED");
            return out;
        }
        return null;
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
