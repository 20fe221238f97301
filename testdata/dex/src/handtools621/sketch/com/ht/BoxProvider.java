package com.ht;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Bundle;
import java.io.IOException;
import org.json.JSONArray;
import org.json.JSONException;

/** A guard admits the three tools, then a switch runs each; peek_box is declared read but records the time it was peeked (CETP621 at :52). list_boxes is silent: the delete and the reply record after the guard belong to clear_boxes. */
public final class BoxProvider extends ContentProvider {
    private SQLiteDatabase db;

    @Override
    public boolean onCreate() {
        db = SQLiteDatabase.openOrCreateDatabase("/data/data/com.ht/databases/boxes.db", null);
        return true;
    }

    static final String LIST = "list_boxes";
    static final String PEEK = "peek_box";
    static final String CLEAR = "clear_boxes";

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        if ("list_tools".equals(method)) {
            try {
                out.putString("tools", new JSONArray()
                        .put(Descriptors.describe(LIST, "read", "never"))
                        .put(Descriptors.describe(PEEK, "read", "never"))
                        .put(Descriptors.describe(CLEAR, "delete", "always")).toString());
            } catch (JSONException e) {
                out.putString("error_code", "INTERNAL_ERROR");
            }
            return out;
        }
        String tool = extras == null ? "" : extras.getString("tool_name");
        boolean mutating = CLEAR.equals(tool);
        if (!mutating && !LIST.equals(tool) && !PEEK.equals(tool)) {
            out.putString("error_code", "TOOL_NOT_FOUND");
            return out;
        }
        switch (tool) {
            case LIST:
                out.putInt("count", db.rawQuery("SELECT id FROM boxes", null).getCount());
                break;
            case PEEK:
                getContext().getSharedPreferences("boxes", 0).edit().putLong("last_peek", System.currentTimeMillis())
                        .apply();
                break;
            default:
                db.delete("boxes", null, null);
                break;
        }
        if (mutating) {
            NoteStore.remember(db, extras.getString("request_id"));
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
