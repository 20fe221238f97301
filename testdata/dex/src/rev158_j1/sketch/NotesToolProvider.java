package com.inkwell.notes.notes;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.inkwell.notes.BuildConfig;
import com.inkwell.notes.cetp.Caller;
import com.inkwell.notes.cetp.Dispatcher;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 provider of the notes themselves (authority com.inkwell.notes.tools). */
public final class NotesToolProvider extends ContentProvider {
    private static final String TAG = "NotesToolProvider";
    private Dispatcher<NoteTool> dispatcher;

    @Override
    public boolean onCreate() {
        dispatcher = new Dispatcher<>(getContext(), NoteTool.class, NoteTool.values(), BuildConfig.APPLICATION_ID,
                "Inkwell Notes", "Read, search, write and share your notes", scopes(), "notes-7");
        return true;
    }

    private static JSONArray scopes() {
        try {
            return new JSONArray()
                    .put(new JSONObject().put("name", "notes.read").put("title", "Read notes")
                            .put("description", "Titles and text of your notes").put("access", "read")
                            .put("sensitivity", "personal"))
                    .put(new JSONObject().put("name", "notes.write").put("title", "Change notes")
                            .put("description", "Write, share and delete notes").put("access", "write")
                            .put("sensitivity", "personal"));
        } catch (JSONException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Caller caller = new Caller(Binder.getCallingUid(), getCallingPackage());
        return dispatcher.call(caller, method, extras);
    }

    private static void tableApi(String operation) {
        Log.w(TAG, operation + " from uid " + Binder.getCallingUid() + " refused: this provider answers CETP calls only");
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        tableApi("query");
        return null;
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        tableApi("insert");
        return null;
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        tableApi("delete");
        return 0;
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        tableApi("update");
        return 0;
    }
}
