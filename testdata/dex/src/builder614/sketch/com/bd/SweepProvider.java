package com.bd;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Two destructive tools build the same immutable Sweep through its builder and branch on sweep.confirmed().
 * sweep_cache sets it from the decision the confirmation screen recorded for the resume token (no finding at :47);
 * sweep_all sets it from the Consumer's "confirmed" argument (CETP614 at :58).
 */
public final class SweepProvider extends ContentProvider {
    private static final Map<String, Boolean> DECISIONS = new ConcurrentHashMap<>();
    private SQLiteDatabase db;

    @Override
    public boolean onCreate() {
        db = SQLiteDatabase.openOrCreateDatabase("/data/data/com.bd/sweep.db", null);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        if (extras == null || Binder.getCallingUid() != 10234 || !"execute_tool".equals(method)) {
            return out;
        }
        JSONObject args;
        try {
            args = new JSONObject(extras.getString("args", "{}"));
        } catch (JSONException e) {
            out.putString("error_code", "INVALID_ARGUMENT");
            return out;
        }
        if ("sweep_cache".equals(extras.getString("tool_name"))) {
            String token = extras.getString("resume_token");
            Boolean decision = token == null ? null : DECISIONS.remove(token);
            Sweep sweep = Sweep.builder().setTable(args.optString("table", "cache")).setConfirmed(decision != null && decision).build();
            if (!sweep.confirmed()) {
                out.putString("error_code", "USER_ACTION_REQUIRED");
                return out;
            }
            db.delete(sweep.table(), null, null);
            return out;
        }
        Sweep sweep = Sweep.builder()
                .setTable(args.optString("table", "cache"))
                .setConfirmed(args.optBoolean("confirmed", false))
                .build();
        if (!sweep.confirmed()) {
            out.putString("error_code", "USER_ACTION_REQUIRED");
            return out;
        }
        db.delete(sweep.table(), null, null);
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
