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

/** Tools are NoteTool constants; pin_note is declared read but writes preferences (CETP621 at NoteTool.java:29). list_notes, export_notes (a file result in the cache) and read_note (an access-log row) stay silent. */
public final class NotesProvider extends ContentProvider {
    private SQLiteDatabase db;

    @Override
    public boolean onCreate() {
        db = SQLiteDatabase.openOrCreateDatabase("/data/data/com.ht/databases/notes.db", null);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        try {
            if ("list_tools".equals(method)) {
                JSONArray tools = new JSONArray();
                for (NoteTool t : NoteTool.values()) {
                    tools.put(t.descriptor());
                }
                out.putString("tools", tools.toString());
                return out;
            }
            NoteTool tool = NoteTool.byName(extras == null ? null : extras.getString("tool_name"));
            if (tool == null) {
                out.putString("error_code", "TOOL_NOT_FOUND");
                return out;
            }
            return tool.run(getContext(), db, out);
        } catch (JSONException | IOException e) {
            out.putString("error_code", "INTERNAL_ERROR");
            return out;
        }
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
