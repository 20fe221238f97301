package com.io;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;

public class IoProvider extends ContentProvider {
    @Override
    public boolean onCreate() {
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (extras == null || Binder.getCallingUid() != 10234 || !"execute_tool".equals(method)) {
            return new Bundle();
        }
        String tool = extras.getString("tool_name", "");
        String name = extras.getString("file_name", "");
        try {
            switch (tool) {
                case "cache_note":
                    return save(new File(getContext().getCacheDir(), Names.digest(name) + ".txt"));
                case "save_note":
                    return save(new File(getContext().getCacheDir(), name));
                case "stream_out":
                    return give(Pipe.open().source());
                case "stream_in":
                    return give(Pipe.open().sink());
                default:
                    return new Bundle();
            }
        } catch (IOException e) {
            Bundle b = new Bundle();
            b.putString("error_code", "INTERNAL_ERROR");
            b.putString("error_message", "the file could not be written");
            return b;
        }
    }

    private static Bundle save(File f) throws IOException {
        try (FileOutputStream out = new FileOutputStream(f)) {
            out.write(1);
        }
        Bundle b = new Bundle();
        b.putString("result", "{}");
        return b;
    }

    private static Bundle give(android.os.ParcelFileDescriptor fd) {
        Bundle b = new Bundle();
        b.putParcelable("result_fd", fd);
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
