package com.kr;

import android.content.Context;
import android.content.SharedPreferences;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import org.json.JSONException;
import org.json.JSONObject;

/** Document rows kept by id; a row's file name is the app's, written when the document was stored. */
final class RowStore {
    private final SharedPreferences index;
    private final File dir;

    RowStore(Context context) {
        index = context.getSharedPreferences("rows", 0);
        dir = new File(context.getFilesDir(), "docs");
    }

    /** The stored row, with the id it was asked by. */
    JSONObject row(String id) throws JSONException {
        String text = index.getString(id, null);
        if (text == null) {
            return null;
        }
        JSONObject row = new JSONObject(text);
        row.put("id", id);
        return row;
    }

    /** A draft row: the caller's name for the file is taken as it is. */
    JSONObject draft(String id, String name) throws JSONException {
        return new JSONObject().put("id", id).put("file", name);
    }

    FileInputStream openStored(JSONObject row) throws IOException {
        return new FileInputStream(new File(dir, row.optString("file")));
    }

    FileInputStream openDraft(JSONObject row) throws IOException {
        return new FileInputStream(new File(dir, row.optString("file")));
    }
}
