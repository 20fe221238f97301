package com.ah;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;

/**
 * The app's own base class for its tool providers, in the SDK's role (§10): it reads the envelope, asks the
 * subclass's authorize hook, and only then runs the tool.
 */
abstract class ToolDesk extends ContentProvider {
    /** The subclass's decision: may this caller run this tool with these scopes? */
    protected abstract boolean authorize(String callerPackage, String tool);

    protected abstract String run(DeskCall call);

    @Override
    public boolean onCreate() {
        return true;
    }

    @Override
    public final Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        if (!"execute_tool".equals(method) || extras == null) {
            out.putString("error_code", "METHOD_NOT_FOUND");
            return out;
        }
        DeskCall call = new DeskCall(Binder.getCallingUid(), getCallingPackage(), extras);
        if (!authorize(call.callerPackage, call.tool)) {
            out.putString("error_code", "PERMISSION_DENIED");
            return out;
        }
        out.putString("result", run(call));
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
