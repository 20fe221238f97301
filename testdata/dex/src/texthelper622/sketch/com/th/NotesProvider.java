package com.th;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import android.os.Bundle;

public final class NotesProvider extends Base {
    private static final String[] COLUMNS = {"id", "title"};
    private SQLiteDatabase db;

    @Override
    public boolean onCreate() {
        db = SQLiteDatabase.openOrCreateDatabase("/data/data/com.th/databases/notes.db", null);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        if (extras == null || Binder.getCallingUid() != 10123) {
            out.putString("error_code", "PERMISSION_DENIED");
            return out;
        }
        String tool = extras.getString("tool_name");
        if ("find_by_title".equals(tool)) {
            // the agent's title spliced into the clause text
            String title = extras.getString("title");
            out.putInt("count", count(db.query("notes", COLUMNS,
                    Clauses.all("deleted = 0", "title = '" + title + "'"), null, null, null, null)));
        } else if ("find_by_tag".equals(tool)) {
            // the same helper given constants only; the tag is bound
            String tag = extras.getString("tag");
            out.putInt("count", count(db.query("notes", COLUMNS,
                    Clauses.all("deleted = 0", "tag = ?"), new String[] {tag}, null, null, null)));
        } else if ("find_in_folder".equals(tool)) {
            String folder = extras.getString("folder");
            out.putInt("count", count(db.query("notes", COLUMNS,
                    Clauses.both("deleted = 0", "folder = " + folder), null, null, null, null)));
        } else if ("find_starred".equals(tool)) {
            // a helper calling another helper, and a formatter, given constants only
            out.putInt("count", count(db.query("notes", COLUMNS,
                    Clauses.pair("deleted = 0", Clauses.format("stars >= %d", 3)), null, null, null, null)));
        } else if ("find_by_author".equals(tool)) {
            // the formatter given the agent's text
            out.putInt("count", count(db.query("notes", COLUMNS,
                    Clauses.format("author = '%s'", extras.getString("author")), null, null, null, null)));
        } else if ("find_pinned".equals(tool)) {
            out.putInt("count", count(db.query("notes", COLUMNS,
                    Clauses.both("deleted = 0", "pinned = 1"), null, null, null, null)));
        }
        return out;
    }

    private static int count(Cursor c) {
        try {
            return c.getCount();
        } finally {
            c.close();
        }
    }
}
