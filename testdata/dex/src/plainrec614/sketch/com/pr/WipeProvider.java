package com.pr;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * One class, Fields, wraps both the request's args and the decision record the confirmation screen wrote.
 * wipe_cache reads "approved" from the record Decisions.take returns for the resume token (no finding at :45).
 * wipe_all reads "approved" from the args the Consumer sent (CETP614 at :54). wipe_logs reads the record through a
 * helper only records reach (no finding at :67).
 */
public final class WipeProvider extends ContentProvider {
    private SQLiteDatabase db;

    @Override
    public boolean onCreate() {
        db = SQLiteDatabase.openOrCreateDatabase("/data/data/com.pr/wipe.db", null);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        if (extras == null || Binder.getCallingUid() != 10234 || !"execute_tool".equals(method)) {
            return out;
        }
        Fields args;
        try {
            args = new Fields(new JSONObject(extras.getString("args", "{}")));
        } catch (JSONException e) {
            out.putString("error_code", "INVALID_ARGUMENT");
            return out;
        }
        String tool = extras.getString("tool_name", "");
        if ("wipe_cache".equals(tool)) {
            String table = args.json().optString("table", "cache");
            Fields decision = Decisions.take(extras.getString("resume_token"));
            if (decision == null || !decision.json().optBoolean("approved", false)) {
                out.putString("error_code", "USER_ACTION_REQUIRED");
                return out;
            }
            db.delete("cache", "name = ?", new String[] {table});
            return out;
        }
        if ("wipe_all".equals(tool)) {
            String table = args.json().optString("table", "cache");
            if (!args.json().optBoolean("approved", false)) {
                out.putString("error_code", "USER_ACTION_REQUIRED");
                return out;
            }
            db.delete("everything", "name = ?", new String[] {table});
        }
        if ("wipe_logs".equals(tool)) {
            return wipeLogs(extras, out);
        }
        return out;
    }

    private Bundle wipeLogs(Bundle extras, Bundle out) {
        Fields decision = Decisions.take(extras.getString("resume_token"));
        if (!approved(decision)) {
            out.putString("error_code", "USER_ACTION_REQUIRED");
            return out;
        }
        db.delete("logs", null, null);
        return out;
    }

    /** Whether the user approved on the confirmation screen: read only from the records Decisions keeps. */
    private static boolean approved(Fields decision) {
        return decision != null && decision.json().optBoolean("approved", false);
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
