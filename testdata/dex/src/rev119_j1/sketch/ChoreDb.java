package com.hearthlist.chores;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import com.hearthlist.cetp.Replies;
import org.json.JSONObject;

/** The household's chores. */
public final class ChoreDb extends SQLiteOpenHelper {
    private static final String[] COLUMNS = {"id", "title", "assignee", "due_at", "archived"};

    public ChoreDb(Context context) {
        super(context, "chores.db", null, 2);
    }

    @Override
    public void onCreate(SQLiteDatabase db) {
        db.execSQL("CREATE TABLE chores (id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL UNIQUE,"
                + " assignee TEXT, due_at INTEGER NOT NULL DEFAULT 0, archived INTEGER NOT NULL DEFAULT 0)");
    }

    @Override
    public void onUpgrade(SQLiteDatabase db, int oldVersion, int newVersion) {
        db.execSQL("DROP TABLE IF EXISTS chores");
        onCreate(db);
    }

    public long insert(String title, String assignee, long dueAt) {
        ContentValues row = new ContentValues();
        row.put("title", title);
        row.put("assignee", assignee);
        row.put("due_at", Long.valueOf(dueAt));
        return getWritableDatabase().insertOrThrow("chores", null, row);
    }

    public int rename(long id, String title) {
        ContentValues row = new ContentValues();
        row.put("title", title);
        return getWritableDatabase().update("chores", row, "id = ?", new String[] {Long.toString(id)});
    }

    public int archive(List<Long> ids) {
        SQLiteDatabase db = getWritableDatabase();
        ContentValues row = new ContentValues();
        row.put("archived", Integer.valueOf(1));
        int done = 0;
        db.beginTransaction();
        try {
            for (Long id : ids) {
                done += db.update("chores", row, "id = ?", new String[] {id.toString()});
            }
            db.setTransactionSuccessful();
        } finally {
            db.endTransaction();
        }
        return done;
    }

    public int reset() {
        return getWritableDatabase().delete("chores", null, null);
    }

    public List<Chore> open(String assignee) {
        String selection = assignee == null ? "archived = 0" : "archived = 0 AND assignee = ?";
        String[] selectionArgs = assignee == null ? null : new String[] {assignee};
        return read(selection, selectionArgs);
    }

    public Optional<Chore> find(long id) {
        return read("id = ?", new String[] {Long.toString(id)}).stream().findFirst();
    }

    public String report(int days) {
        long since = System.currentTimeMillis() - days * 86_400_000L;
        return read("due_at >= ?", new String[] {Long.toString(since)}).stream()
                .map(c -> c.title + " (" + c.assignee + ")")
                .collect(Collectors.joining("\n"));
    }

    private List<Chore> read(String selection, String[] selectionArgs) {
        List<Chore> out = new ArrayList<>();
        try (Cursor c = getReadableDatabase().query("chores", COLUMNS, selection, selectionArgs, null, null, "due_at")) {
            while (c.moveToNext()) {
                out.add(new Chore(c.getLong(0), c.getString(1), c.getString(2), c.getLong(3), c.getInt(4) != 0));
            }
        }
        return out;
    }

    public static final class Chore {
        final long id;
        final String title;
        final String assignee;
        final long dueAt;
        final boolean archived;

        Chore(long id, String title, String assignee, long dueAt, boolean archived) {
            this.id = id;
            this.title = title;
            this.assignee = assignee;
            this.dueAt = dueAt;
            this.archived = archived;
        }

        JSONObject toJson() {
            return Replies.obj("chore_id", id, "title", title, "assignee", assignee, "due_at_ms", dueAt);
        }
    }
}
