package com.ej;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import org.json.JSONArray;

/**
 * Board tools. list_cards is declared read but stamps every card it lists as seen (CETP621); count_cards only
 * queries.
 */
public final class DeskProvider extends ContentProvider {
    private SQLiteDatabase db;

    @Override
    public boolean onCreate() {
        db = SQLiteDatabase.openOrCreateDatabase("/data/data/com.ej/databases/desk.db", null);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        if (extras == null || Binder.getCallingUid() != 10234) {
            out.putString("error_code", "PERMISSION_DENIED");
            return out;
        }
        try {
            if ("list_tools".equals(method)) {
                JSONArray tools = new JSONArray();
                for (ToolSpec t : ToolSpec.ALL) {
                    tools.put(t.toJson());
                }
                out.putString("tools", tools.toString());
            } else if ("execute_tool".equals(method)) {
                String board = extras.getString("board");
                String tool = extras.getString("tool_name");
                if ("list_cards".equals(tool)) {
                    ContentValues seen = new ContentValues();
                    seen.put("seen_at", System.currentTimeMillis());
                    db.update("cards", seen, "board = ?", new String[] {board});
                    out.putString("result", "listed");
                } else if ("count_cards".equals(tool)) {
                    Cursor c = db.query("cards", new String[] {"id"}, "board = ?", new String[] {board}, null, null, null);
                    out.putInt("result", c.getCount());
                    c.close();
                } else {
                    out.putString("error_code", "TOOL_NOT_FOUND");
                }
            } else {
                out.putString("error_code", "METHOD_NOT_FOUND");
            }
        } catch (Exception e) {
            out.putString("error_code", "INTERNAL_ERROR");
        }
        return out;
    }

    @Override
    public Cursor query(Uri uri, String[] p, String s, String[] a, String o) {
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
    public int delete(Uri uri, String s, String[] a) {
        return 0;
    }

    @Override
    public int update(Uri uri, ContentValues values, String s, String[] a) {
        return 0;
    }
}
