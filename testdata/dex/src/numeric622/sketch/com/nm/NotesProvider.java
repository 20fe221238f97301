package com.nm;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import android.os.Bundle;
import org.json.JSONObject;

/**
 * Searches whose SQL text is built from the tool's arguments. search_notes, recent_notes, page_notes and
 * notes_after put only an allow-listed column and numbers (a page size, an id; an int boxed, a long written with
 * Long.toString) into the text: silent. search_titles puts the agent's "order_by" in unchecked: CETP622.
 */
public final class NotesProvider extends Base {
    private SQLiteDatabase db;

    @Override
    public boolean onCreate() {
        db = SQLiteDatabase.openOrCreateDatabase(getContext().getFilesDir() + "/notes.db", null);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (Binder.getCallingUid() != 10234 || extras == null || !"execute_tool".equals(method)) {
            return null;
        }
        Bundle out = new Bundle();
        try {
            JSONObject args = new JSONObject(extras.getString("arguments"));
            String tool = extras.getString("tool_name");
            Cursor c;
            if ("search_notes".equals(tool)) {
                c = searchNotes(args);
            } else if ("recent_notes".equals(tool)) {
                c = recentNotes(args);
            } else if ("page_notes".equals(tool)) {
                c = pageNotes(args);
            } else if ("notes_after".equals(tool)) {
                c = notesAfter(args);
            } else {
                c = searchTitles(args);
            }
            if (c == null) {
                out.putString("error_code", "INVALID_ARGS");
                return out;
            }
            out.putInt("count", c.getCount());
            c.close();
        } catch (Exception e) {
            out.putString("error_code", "INTERNAL_ERROR");
        }
        return out;
    }

    private Cursor searchNotes(JSONObject args) {
        String order = args.optString("order_by", "created_at");
        if (!"created_at".equals(order) && !"title".equals(order)) {
            return null;
        }
        int limit = args.optInt("limit", 20);
        return db.rawQuery("SELECT id FROM notes WHERE body LIKE ? ORDER BY " + order + " LIMIT " + limit,
                new String[] {"%" + args.optString("query") + "%"});
    }

    private Cursor recentNotes(JSONObject args) {
        long after = args.optLong("after_id");
        boolean pinned = args.optBoolean("pinned", false);
        return db.rawQuery("SELECT id FROM notes WHERE id > " + after + " AND pinned = " + (pinned ? 1 : 0), null);
    }

    private Cursor searchTitles(JSONObject args) {
        String order = args.optString("order_by", "title");
        int limit = args.optInt("limit", 20);
        return db.rawQuery("SELECT id FROM notes ORDER BY " + order + " LIMIT " + limit, null);
    }

    private Cursor pageNotes(JSONObject args) {
        String order = args.optString("order_by", "title");
        if (!"title".equals(order) && !"created_at".equals(order)) {
            return null;
        }
        Integer limit = Integer.valueOf(args.optInt("limit", 20));
        return db.rawQuery("SELECT id FROM notes ORDER BY " + order + " LIMIT " + limit, null);
    }

    private Cursor notesAfter(JSONObject args) {
        long after = args.optLong("after_id");
        return db.rawQuery("SELECT id FROM notes WHERE id > " + Long.toString(after), null);
    }
}
