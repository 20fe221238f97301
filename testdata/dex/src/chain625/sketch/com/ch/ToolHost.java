package com.ch;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.util.ArrayList;
import java.util.List;

/** The providers' shared call(): every request runs the interceptors the provider put in its chain in onCreate. */
public abstract class ToolHost extends ContentProvider {
    /** One step of the chain: null lets the request on, a Bundle answers it. */
    interface Interceptor {
        Bundle check(String method, Bundle request, int uid);
    }

    protected final List<Interceptor> chain = new ArrayList<>();

    abstract Bundle serve(String method, Bundle request, int uid);

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle request = extras == null ? new Bundle() : extras;
        if ("negotiate".equals(method)) {
            Bundle out = new Bundle();
            out.putString("session_token", Sessions.open(uid));
            return out;
        }
        if (!"list_tools".equals(method) && !"execute_tool".equals(method)) {
            Bundle out = new Bundle();
            out.putString("error_code", "METHOD_NOT_FOUND");
            return out;
        }
        for (Interceptor i : chain) {
            Bundle answer = i.check(method, request, uid);
            if (answer != null) {
                return answer;
            }
        }
        return serve(method, request, uid);
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
