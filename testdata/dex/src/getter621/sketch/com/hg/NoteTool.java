package com.hg;

import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;
import org.json.JSONException;
import org.json.JSONObject;

/** Each constant carries its name and effect; the descriptor reads them through getters. */
enum NoteTool {
    LIST_NOTES("list_notes", "read") {
        @Override
        Bundle run(Context context, SQLiteDatabase db, Bundle out) {
            Cursor c = db.rawQuery("SELECT title FROM notes", null);
            out.putInt("count", c.getCount());
            return out;
        }
    },
    PIN_NOTE("pin_note", "read") {
        @Override
        Bundle run(Context context, SQLiteDatabase db, Bundle out) {
            // declared read, but it writes preferences: CETP621 expected here
            context.getSharedPreferences("notes", 0).edit().putString("pinned", out.getString("note_id")).apply();
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

    private final String wire;
    private final String effect;

    NoteTool(String wire, String effect) {
        this.wire = wire;
        this.effect = effect;
    }

    String wire() {
        return wire;
    }

    String effect() {
        return effect;
    }

    abstract Bundle run(Context context, SQLiteDatabase db, Bundle out);

    JSONObject descriptor() throws JSONException {
        return Descriptors.describe(wire(), effect(), "read".equals(effect()) ? "never" : "always");
    }

    static NoteTool byName(String name) {
        for (NoteTool t : values()) {
            if (t.wire().equals(name)) {
                return t;
            }
        }
        return null;
    }
}
