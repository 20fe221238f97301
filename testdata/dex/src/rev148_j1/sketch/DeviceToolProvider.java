package com.lumenhall.hub.devices;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.lumenhall.hub.Hub;

/** The hub's lights and locks as CETP v2 tools. */
public final class DeviceToolProvider extends ContentProvider {
    private static final String TAG = "LumenhallDevices";

    private DeviceTools tools;

    @Override
    public boolean onCreate() {
        tools = new DeviceTools(Hub.get(getContext()));
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        return tools.handle(uid, method, extras);
    }

    private UnsupportedOperationException tableRefused() {
        Log.w(TAG, "table access from uid " + Binder.getCallingUid() + " refused");
        return new UnsupportedOperationException("Lumenhall devices are served through call() only");
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        throw tableRefused();
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        throw tableRefused();
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        throw tableRefused();
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        throw tableRefused();
    }
}
