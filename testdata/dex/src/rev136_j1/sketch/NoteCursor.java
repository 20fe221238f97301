package com.quillbin.data;

import android.database.Cursor;
import android.database.CursorWrapper;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Rows of the notes table, read through named getters. */
public final class NoteCursor extends CursorWrapper {
    static final String[] COLUMNS = {"_id", "notebook_id", "title", "body", "tags", "updated_at"};

    public NoteCursor(Cursor c) {
        super(c);
    }

    public long id() {
        return getLong(0);
    }

    public long notebookId() {
        return getLong(1);
    }

    public String title() {
        return getString(2);
    }

    public String body() {
        return getString(3);
    }

    /** Kept as space-separated words. */
    public JSONArray tags() {
        JSONArray out = new JSONArray();
        for (String t : getString(4).split(" ")) {
            if (!t.isEmpty()) {
                out.put(t);
            }
        }
        return out;
    }

    public long updatedAt() {
        return getLong(5);
    }

    /** The search result shape: no body, a short excerpt instead. */
    public JSONObject summary() throws JSONException {
        String body = body();
        return new JSONObject()
                .put("note_id", id())
                .put("notebook_id", notebookId())
                .put("title", title())
                .put("excerpt", body.length() > 160 ? body.substring(0, 160) : body)
                .put("tags", tags())
                .put("updated_at_ms", updatedAt());
    }

    /** The backup shape: everything. */
    public JSONObject full() throws JSONException {
        return new JSONObject()
                .put("note_id", id())
                .put("notebook_id", notebookId())
                .put("title", title())
                .put("body", body())
                .put("tags", getString(4))
                .put("updated_at_ms", updatedAt());
    }
}
