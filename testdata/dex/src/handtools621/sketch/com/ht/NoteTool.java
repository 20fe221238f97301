package com.ht;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import org.json.JSONException;
import org.json.JSONObject;

/** The notes provider's tools: each constant carries its name and effect, and its own code. */
enum NoteTool {
    LIST_NOTES("list_notes", "read") {
        @Override
        Bundle run(Context context, SQLiteDatabase db, Bundle out) {
            Cursor c = db.rawQuery("SELECT title FROM notes ORDER BY updated DESC", null);
            out.putInt("count", c.getCount());
            return out;
        }
    },
    PIN_NOTE("pin_note", "read") {
        @Override
        Bundle run(Context context, SQLiteDatabase db, Bundle out) {
            // declared read, but it changes which note the app shows first
            context.getSharedPreferences("notes", 0).edit().putString("pinned", out.getString("note_id")).apply();
            return out;
        }
    },
    EXPORT_NOTES("export_notes", "read") {
        @Override
        Bundle run(Context context, SQLiteDatabase db, Bundle out) throws IOException {
            // the file result: written to the cache, handed over read-only
            File file = new File(context.getCacheDir(), "notes.txt");
            try (FileOutputStream stream = new FileOutputStream(file)) {
                stream.write(1);
            }
            out.putParcelable("result_fd", ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_ONLY));
            return out;
        }
    },
    READ_NOTE("read_note", "read") {
        @Override
        Bundle run(Context context, SQLiteDatabase db, Bundle out) {
            Cursor c = db.rawQuery("SELECT body FROM notes WHERE id = ?", new String[] {out.getString("note_id")});
            out.putInt("found", c.getCount());
            NoteStore.logAccess(db, "read_note");
            return out;
        }
    },
    DELETE_NOTE("delete_note", "delete") {
        @Override
        Bundle run(Context context, SQLiteDatabase db, Bundle out) {
            db.delete("notes", "id = ?", new String[] {out.getString("note_id")});
            return out;
        }
    };

    final String wire;
    final String effect;

    NoteTool(String wire, String effect) {
        this.wire = wire;
        this.effect = effect;
    }

    abstract Bundle run(Context context, SQLiteDatabase db, Bundle out) throws IOException;

    JSONObject descriptor() throws JSONException {
        return Descriptors.describe(wire, effect, "read".equals(effect) ? "never" : "always");
    }

    static NoteTool byName(String name) {
        for (NoteTool t : values()) {
            if (t.wire.equals(name)) {
                return t;
            }
        }
        return null;
    }
}
