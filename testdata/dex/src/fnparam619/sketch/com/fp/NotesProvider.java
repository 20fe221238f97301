package com.fp;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import android.os.Bundle;
import java.util.List;

public final class NotesProvider extends Base {
    private SQLiteDatabase db;

    @Override
    public boolean onCreate() {
        db = SQLiteDatabase.openOrCreateDatabase("/data/data/com.fp/databases/notes.db", null);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        if (extras == null || Binder.getCallingUid() != 10123 || !"execute_tool".equals(method)) {
            out.putString("error_code", "PERMISSION_DENIED");
            return out;
        }
        // list_notes: the per-row code reads the cursor, nothing else
        List<String> titles = Rows.all(db.query("notes", new String[] {"title"}, null, null, null, null, null),
                c -> c.getString(0));
        out.putInt("count", titles.size());
        out.putString("first", titles.isEmpty() ? "" : titles.get(0));
        return out;
    }
}
