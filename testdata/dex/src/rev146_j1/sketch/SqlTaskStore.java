package com.greenwick.garden.data;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.greenwick.garden.di.Lazy;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Tasks in the app database. */
public final class SqlTaskStore implements TaskStore {
    private static final String[] COLUMNS = {"id", "title", "due_at", "every_ms", "done_at"};

    private final Lazy<SQLiteDatabase> db;

    public SqlTaskStore(Lazy<SQLiteDatabase> db) {
        this.db = db;
    }

    @Override
    public JSONArray due(long until) throws JSONException {
        Cursor c = db.get().query("tasks", COLUMNS, "done_at IS NULL AND due_at <= ?",
                new String[] {Long.toString(until)}, null, null, "due_at");
        try {
            JSONArray out = new JSONArray();
            while (c.moveToNext()) {
                out.put(row(c));
            }
            return out;
        } finally {
            c.close();
        }
    }

    @Override
    public JSONObject find(String id) throws JSONException {
        Cursor c = db.get().query("tasks", COLUMNS, "id = ?", new String[] {id}, null, null, null);
        try {
            return c.moveToFirst() ? row(c) : null;
        } finally {
            c.close();
        }
    }

    @Override
    public boolean complete(String id, long at) {
        ContentValues done = new ContentValues();
        done.put("done_at", at);
        return db.get().update("tasks", done, "id = ? AND done_at IS NULL", new String[] {id}) == 1;
    }

    @Override
    public void reschedule(String id, long dueAt) {
        ContentValues next = new ContentValues();
        next.put("due_at", dueAt);
        db.get().update("tasks", next, "id = ?", new String[] {id});
    }

    @Override
    public int countCompleted() {
        Cursor c = db.get().rawQuery("SELECT COUNT(*) FROM tasks WHERE done_at IS NOT NULL", null);
        try {
            return c.moveToFirst() ? c.getInt(0) : 0;
        } finally {
            c.close();
        }
    }

    @Override
    public int clearCompleted() {
        return db.get().delete("tasks", "done_at IS NOT NULL", null);
    }

    private static JSONObject row(Cursor c) throws JSONException {
        JSONObject task = new JSONObject()
                .put("id", c.getString(0))
                .put("title", c.getString(1))
                .put("due_at", c.getLong(2))
                .put("every_ms", c.getLong(3));
        if (!c.isNull(4)) {
            task.put("done_at", c.getLong(4));
        }
        return task;
    }
}
