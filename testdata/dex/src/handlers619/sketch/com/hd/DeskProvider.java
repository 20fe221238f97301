package com.hd;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.security.SecureRandom;
import java.util.EnumMap;

/**
 * call() dispatches through an EnumMap of method references keyed by the v2 method. negotiate() stores the session
 * row (no deadline: negotiate carries none); executeTool() inserts the tool's row without reading deadline_at_ms
 * (CETP619 at the dispatch, :44, naming executeTool's insert).
 */
public final class DeskProvider extends ContentProvider {
    interface Handler {
        Bundle handle(int uid, Bundle extras);
    }

    enum Method {
        NEGOTIATE, EXECUTE_TOOL;

        static Method of(String name) {
            return "negotiate".equals(name) ? NEGOTIATE : "execute_tool".equals(name) ? EXECUTE_TOOL : null;
        }
    }

    private final EnumMap<Method, Handler> handlers = new EnumMap<>(Method.class);
    private final SecureRandom random = new SecureRandom();
    private SQLiteDatabase db;

    @Override
    public boolean onCreate() {
        db = SQLiteDatabase.openOrCreateDatabase("/data/data/com.hd/desk.db", null);
        handlers.put(Method.NEGOTIATE, this::negotiate);
        handlers.put(Method.EXECUTE_TOOL, this::executeTool);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Method m = Method.of(method);
        Handler h = m == null ? null : handlers.get(m);
        return h == null || extras == null ? new Bundle() : h.handle(uid, extras);
    }

    Bundle negotiate(int uid, Bundle extras) {
        String token = Long.toHexString(random.nextLong());
        ContentValues row = new ContentValues();
        row.put("token", token);
        row.put("uid", uid);
        db.insertOrThrow("sessions", null, row);
        Bundle out = new Bundle();
        out.putString("session_token", token);
        return out;
    }

    Bundle executeTool(int uid, Bundle extras) {
        ContentValues row = new ContentValues();
        row.put("uid", uid);
        row.put("tool", extras.getString("tool_name", ""));
        db.insertOrThrow("runs", null, row);
        return new Bundle();
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
