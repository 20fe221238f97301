package com.hg;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;

/** Shares a document with the calling app through the three grant helpers, one per tool. */
public final class ShareProvider extends ContentProvider {
    @Override
    public boolean onCreate() {
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle out = new Bundle();
        if (extras == null || !"execute_tool".equals(method)) {
            return out;
        }
        String[] pkgs = getContext().getPackageManager().getPackagesForUid(uid);
        CallerInfo caller = new CallerInfo(uid, pkgs == null ? new String[0] : pkgs);
        Uri uri = Uri.parse("content://com.hg.docs/" + extras.getString("doc", ""));
        String tool = extras.getString("tool_name", "");
        if ("share_first".equals(tool)) {
            Grants.first(getContext(), caller, uri);
        } else if ("share_each".equals(tool)) {
            Grants.each(getContext(), caller, uri);
        } else if (!Grants.single(getContext(), caller, uri)) {
            out.putString("error_code", "PERMISSION_DENIED");
        }
        return out;
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
