package com.rs;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** screen() binds the session to its caller; dispatch() looks the same session up again only for its capabilities: no finding. */
public final class CheckedProvider extends ContentProvider {
    private final Map<String, Session> sessions = new ConcurrentHashMap<>();

    @Override
    public boolean onCreate() {
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle ex = extras == null ? new Bundle() : extras;
        Bundle out = new Bundle();
        if ("execute_tool".equals(method) && !screen(uid, ex)) {
            out.putString("error_code", "NEGOTIATION_REQUIRED");
            return out;
        }
        return dispatch(method, ex, out);
    }

    private boolean screen(int uid, Bundle ex) {
        Session s = sessions.get(ex.getString("session_token", ""));
        return s != null && s.uid == uid;
    }

    private Bundle dispatch(String method, Bundle ex, Bundle out) {
        if ("get_operation".equals(method)) {
            Session s = sessions.get(ex.getString("session_token", ""));
            if (s == null || !s.async) {
                out.putString("error_code", "UNSUPPORTED_CAPABILITY");
            }
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
