package com.quillnote.sync;

import android.content.Context;
import android.content.SharedPreferences;
import android.database.Cursor;
import android.database.MatrixCursor;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/** The notes index (the app's UI uses it too). */
final class SearchIndex {
    private final SharedPreferences prefs;

    SearchIndex(Context ctx) {
        prefs = ctx.getSharedPreferences("index", 0);
    }

    String search(String q) {
        return "{\"kind\":\"inline\",\"value\":{\"hits\":" + prefs.getLong("hits:" + q, 0) + "}}";
    }

    String recent() {
        return "{\"kind\":\"inline\",\"value\":{\"recent\":" + prefs.getString("recent", "[]") + "}}";
    }

    Cursor recentCursor() {
        MatrixCursor c = new MatrixCursor(new String[] {"title"});
        c.addRow(new Object[] {prefs.getString("recent", "[]")});
        return c;
    }

    void logQuery(String consumer, String q) {
        prefs.edit().putString("last_query_by:" + consumer, q).apply();
    }

    void writeNote(String noteId, File out) throws IOException {
        try (OutputStream os = new FileOutputStream(out)) {
            os.write(prefs.getString("note:" + noteId, "{}").getBytes());
        }
    }

    void writeNotebook(String notebook, OutputStream os) throws IOException {
        os.write(prefs.getString("notebook:" + notebook, "[]").getBytes());
    }
}
