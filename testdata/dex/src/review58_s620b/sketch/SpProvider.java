package com.sp;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;

public class SpProvider extends ContentProvider {
    private NotesTools notes;
    private ArchiveTools archive;

    @Override
    public boolean onCreate() {
        Tickets tickets = new Tickets();
        notes = new NotesTools(getContext(), tickets);
        archive = new ArchiveTools(getContext(), tickets);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (extras == null || uid != 10234 || !"execute_tool".equals(method)) {
            return new Bundle();
        }
        String tool = extras.getString("tool_name", "");
        if (tool.equals("delete_note")) {
            return notes.execute(extras, uid);
        }
        if (tool.equals("purge_archive")) {
            return archive.execute(extras, uid);
        }
        return new Bundle();
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
