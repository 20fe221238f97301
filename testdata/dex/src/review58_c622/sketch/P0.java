package com.cj;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.io.IOException;

public class P0 extends ContentProvider {
    private Store store;

    @Override
    public boolean onCreate() {
        store = new Store(getContext().getFilesDir());
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (extras == null || Binder.getCallingUid() != 10234 || extras.getString("session_token") == null) {
            return new Bundle();
        }
        String tool = extras.getString("tool_name", "");
        try {
            if (tool.equals("safe_read")) {
                return safeRead(extras);
            }
            if (tool.equals("raw_read")) {
                return rawRead(extras);
            }
        } catch (IOException e) {
            return new Bundle();
        }
        return new Bundle();
    }

    private Bundle safeRead(Bundle extras) throws IOException {
        String name = extras.getString("name");
        if (name == null || !name.matches("[a-z]{1,16}\\.txt")) {
            return new Bundle();
        }
        Bundle out = new Bundle();
        out.putInt("result", store.read(name));
        return out;
    }

    private Bundle rawRead(Bundle extras) throws IOException {
        Bundle out = new Bundle();
        out.putInt("result", store.read(extras.getString("file")));
        return out;
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
