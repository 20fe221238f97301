package com.hg;

import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;
import org.json.JSONArray;
import org.json.JSONException;

public final class NotesProvider extends Base {
    private SQLiteDatabase db;

    @Override
    public boolean onCreate() {
        db = SQLiteDatabase.openOrCreateDatabase("/data/data/com.hg/databases/notes.db", null);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        try {
            if ("list_tools".equals(method)) {
                JSONArray tools = new JSONArray();
                for (NoteTool t : NoteTool.values()) {
                    tools.put(t.descriptor());
                }
                out.putString("tools", tools.toString());
                return out;
            }
            NoteTool tool = NoteTool.byName(extras == null ? null : extras.getString("tool_name"));
            if (tool == null) {
                out.putString("error_code", "TOOL_NOT_FOUND");
                return out;
            }
            return tool.run(getContext(), db, out);
        } catch (JSONException e) {
            out.putString("error_code", "INTERNAL_ERROR");
            return out;
        }
    }
}
