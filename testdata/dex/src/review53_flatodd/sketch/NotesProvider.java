package com.flato;                                                              // 1

import android.content.ContentProvider;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteException;
import android.os.Binder;
import android.os.Bundle;

// Replies.reply(status, k1, v1, k2, v2, ...) puts its first element under
// "http_status" and the rest as key/value pairs: keys at ODD indices.
// The catch answers error_message = e.getMessage().
// Expected: CETP607 at line 30 (exception text into error_message).
public class NotesProvider extends ContentProvider {
    SQLiteDatabase db;

    @Override
    public boolean onCreate() {
        db = getContext().openOrCreateDatabase("n.db", 0, null);               // 18
        return true;                                                            // 19
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (Binder.getCallingUid() != 10123) return null;                      // 24
        try {
            db.execSQL("DELETE FROM notes WHERE id = ?", new Object[] {extras.getString("note_id")}); // 26
            return Replies.reply(200, "status", "success");                     // 27
        } catch (SQLiteException e) {
            return Replies.reply(500, "status", "error", "error_code", "INTERNAL_ERROR", // 29
                    "error_message", e.getMessage());                           // 30
        }
    }
}

final class Replies {
    static Bundle reply(Object... a) {
        Bundle b = new Bundle();                                                // 37
        b.putInt("http_status", (Integer) a[0]);                                // 38
        for (int i = 1; i + 1 < a.length; i += 2) {                             // 39
            b.putString((String) a[i], (String) a[i + 1]);                      // 40
        }
        return b;                                                               // 42
    }
}
