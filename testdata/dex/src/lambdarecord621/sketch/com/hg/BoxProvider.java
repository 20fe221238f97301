package com.hg;

import android.os.Bundle;
import org.json.JSONArray;
import org.json.JSONException;

/** peek_box, declared read, updates a table in its lambda (CETP621 at :11); count_boxes only fills the reply. */
public final class BoxProvider extends Base {
    static android.database.sqlite.SQLiteDatabase db;
    static final BoxTool[] tools = {
        new BoxTool("peek_box", "read", out -> db.execSQL("UPDATE boxes SET peeked = 1")),
        new BoxTool("count_boxes", "read", out -> out.putInt("count", 3)),
    };

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        try {
            if ("list_tools".equals(method)) {
                JSONArray list = new JSONArray();
                for (BoxTool t : tools) {
                    list.put(t.descriptor());
                }
                out.putString("tools", list.toString());
                return out;
            }
            String name = extras == null ? "" : extras.getString("tool_name");
            for (BoxTool t : tools) {
                if (t.name.equals(name)) {
                    t.handler.run(out);
                    return out;
                }
            }
            out.putString("error_code", "TOOL_NOT_FOUND");
            return out;
        } catch (JSONException e) {
            out.putString("error_code", "INTERNAL_ERROR");
            return out;
        }
    }
}
