package com.gd;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Three tools write a file named by the agent. save_card passes the name through FileNames.requirePlain, which throws
 * unless it is one plain segment (no finding at :50); save_note asks FileNames.isPlain but ignores the answer
 * (CETP622 at :56); save_log's requireRelative admits separators, so "a/../../x" passes (CETP622 at :61).
 */
public final class CardProvider extends ContentProvider {
    @Override
    public boolean onCreate() {
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        if (extras == null || Binder.getCallingUid() != 10234) {
            return out;
        }
        try {
            JSONObject args = new JSONObject(extras.getString("args", "{}"));
            String tool = extras.getString("tool_name", "");
            File dir = new File("/data/data/com.gd/files/cards");
            if ("save_card".equals(tool)) {
                write(saveCard(dir, args));
            } else if ("save_note".equals(tool)) {
                write(saveNote(dir, args));
            } else {
                write(saveLog(dir, args));
            }
        } catch (JSONException | IOException | IllegalArgumentException e) {
            out.putString("error_code", "INVALID_ARGS");
        }
        return out;
    }

    private static File saveCard(File dir, JSONObject args) {
        return new File(dir, FileNames.requirePlain(args.optString("file_name", "card")));
    }

    private static File saveNote(File dir, JSONObject args) {
        String name = args.optString("file_name", "card");
        FileNames.isPlain(name);
        return new File(dir, name);
    }

    private static File saveLog(File dir, JSONObject args) {
        String name = FileNames.requireRelative(args.optString("file_name", "card"));
        return new File(dir, name);
    }

    private static void write(File file) throws IOException {
        FileOutputStream out = new FileOutputStream(file);
        try {
            out.write(1);
        } finally {
            out.close();
        }
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        return null;
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        return null;
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        return 0;
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        return 0;
    }
}
