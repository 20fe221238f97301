package com.wrenfield.notes.attachments;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.wrenfield.notes.di.Container;
import com.wrenfield.notes.di.CoreModule;
import com.wrenfield.notes.tool.ToolHost;

/** The files attached to Wrenfield's notes as CETP v2 tools: get_thumbnail, export_attachment, purge_attachments. */
public final class AttachmentToolProvider extends ContentProvider {
    private static final String TAG = "WrenfieldFileTools";

    private ToolHost host;

    @Override
    public boolean onCreate() {
        Container container = Container.of(new CoreModule(getContext()), new AttachmentModule(getContext()));
        host = container.get(ToolHost.class);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        return host.call(method, Binder.getCallingUid(), extras);
    }

    private UnsupportedOperationException refused(String what) {
        Log.w(TAG, what + " from uid " + Binder.getCallingUid() + " refused");
        return new UnsupportedOperationException("Wrenfield's attachment tools are served through call() only");
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        throw refused("query");
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        throw refused("insert");
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        throw refused("delete");
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        throw refused("update");
    }
}
