package com.inkwell.notes.sync;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.inkwell.notes.cetp.Caller;
import com.inkwell.notes.cetp.Dispatcher;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 provider of notebooks, sync and the trash (authority com.inkwell.notes.sync). */
public final class SyncToolProvider extends ContentProvider {
    private static final String TAG = "SyncToolProvider";
    private Dispatcher<SyncTool> dispatcher;

    @Override
    public boolean onCreate() {
        dispatcher = new Dispatcher<>(getContext(), SyncTool.class, SyncTool.values(), "com.inkwell.notes.sync",
                "Inkwell Sync", "Notebooks, cloud sync and the trash of Inkwell Notes", scopes(), "sync-4");
        return true;
    }

    private static JSONArray scopes() {
        try {
            return new JSONArray()
                    .put(scope("notebooks.read", "See notebooks", "Names of your notebooks", "read"))
                    .put(scope("notebooks.write", "Archive notebooks", "Hide notebooks from lists and sync", "write"))
                    .put(scope("sync.run", "Start a sync", "Upload a notebook to your account now", "write"))
                    .put(scope("sync.account", "Link an account", "Choose the account notes sync to", "write"))
                    .put(scope("notes.trash", "Empty the trash", "Delete notes in the trash for good", "write"));
        } catch (JSONException e) {
            throw new IllegalStateException(e);
        }
    }

    private static JSONObject scope(String name, String title, String description, String access)
            throws JSONException {
        return new JSONObject().put("name", name).put("title", title).put("description", description)
                .put("access", access).put("sensitivity", "personal");
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
