package com.fp;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import android.os.Bundle;
import java.util.List;

public final class PurgeProvider extends Base {
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
        // purge_archived: each archived note is deleted by the code handed to Rows.each,
        // and deadline_at_ms is never read
        List<String> ids = Rows.all(db.query("notes", new String[] {"id"}, "archived = 1", null, null, null, null),
                c -> c.getString(0));
        Rows.each(ids, id -> db.delete("notes", "id = ?", new String[] {id}));
        out.putInt("deleted", ids.size());
        return out;
    }
}
