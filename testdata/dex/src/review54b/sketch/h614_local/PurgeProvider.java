package com.hk;

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
 * Two destructive tools whose confirmation goes through a boolean hook. purge_all asks askFirst, which answers
 * !force: a Consumer's force skips the resume-token check and the purge runs (CETP614 at call :45). purge_old asks
 * quietReply, which reads force too but only picks the reply's wording; the token is checked either way (no finding).
 */
public final class PurgeProvider extends ContentProvider {
    private final Map<String, Integer> pending = new ConcurrentHashMap<>();
    private SQLiteDatabase db;

    @Override
    public boolean onCreate() {
        db = SQLiteDatabase.openOrCreateDatabase("/data/data/com.hk/purge.db", null);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle out = new Bundle();
        if (extras == null || !"execute_tool".equals(method)) {
            return out;
        }
        JSONObject args;
        try {
            args = new JSONObject(extras.getString("args", "{}"));
        } catch (JSONException e) {
            return out;
        }
        if ("purge_all".equals(extras.getString("tool_name"))) {
            boolean ask = askFirst(args);
            String token = extras.getString("resume_token");
            if (ask && !spend(token, uid)) {
                out.putString("error_code", "USER_ACTION_REQUIRED");
                return out;
            }
            db.delete("items", null, null);
            return out;
        }
        if (!spend(extras.getString("resume_token"), uid)) {
            out.putString("error_code", "USER_ACTION_REQUIRED");
            return out;
        }
        db.delete("items", "age > 30", null);
        out.putString("result_json", quietReply(args) ? "{}" : "{\"purged\":\"old items\"}");
        return out;
    }

    /** Whether the user must confirm: installers pass force to skip it. */
    boolean askFirst(JSONObject args) {
        return !args.optBoolean("force", false);
    }

    /** Whether to leave the summary out of the reply. */
    boolean quietReply(JSONObject args) {
        return args.optBoolean("force", false);
    }

    private boolean spend(String token, int uid) {
        Integer owner = token == null ? null : pending.remove(token);
        return owner != null && owner == uid;
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
