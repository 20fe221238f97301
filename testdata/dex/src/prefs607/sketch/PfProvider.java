package com.pf;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.io.IOException;

public class PfProvider extends ContentProvider {
    static final String SYNC_ERROR = "sync.last_error";
    static final String IMPORT_ERROR = "import.last_error";

    private Settings settings;

    @Override
    public boolean onCreate() {
        settings = new Settings(getContext().getSharedPreferences("pf_tools", Context.MODE_PRIVATE));
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (extras == null || Binder.getCallingUid() != 10234 || !"execute_tool".equals(method)) {
            return new Bundle();
        }
        String tool = extras.getString("tool_name", "");
        if (tool.equals("sync")) {
            return sync();
        }
        if (tool.equals("import")) {
            return importNotes();
        }
        return new Bundle();
    }

    private Bundle sync() {
        String last = settings.lastFailure(SYNC_ERROR);
        if (last != null) {
            return error("The last sync failed: " + last);
        }
        try {
            pull();
        } catch (IOException e) {
            settings.recordFailure(SYNC_ERROR, e.getMessage());
        }
        return ok();
    }

    private Bundle importNotes() {
        String last = settings.lastFailure(IMPORT_ERROR);
        if (last != null) {
            return error("The last import failed: " + last);
        }
        try {
            pull();
        } catch (IOException e) {
            settings.recordFailure(IMPORT_ERROR, "the notes file could not be read");
        }
        return ok();
    }

    private void pull() throws IOException {
        if (System.currentTimeMillis() < 0) {
            throw new IOException("unreachable");
        }
    }

    private static Bundle error(String message) {
        Bundle b = new Bundle();
        b.putString("error_code", "UNAVAILABLE");
        b.putString("error_message", message);
        return b;
    }

    private static Bundle ok() {
        Bundle b = new Bundle();
        b.putString("result", "{}");
        return b;
    }

    @Override
    public Cursor query(Uri uri, String[] p, String s, String[] a, String o) {
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
    public int delete(Uri uri, String s, String[] a) {
        return 0;
    }

    @Override
    public int update(Uri uri, ContentValues values, String s, String[] a) {
        return 0;
    }
}
