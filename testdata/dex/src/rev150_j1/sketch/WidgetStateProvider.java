package com.kestrel.ledger.data;

import android.content.ContentProvider;
import android.content.ContentResolver;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;

/**
 * The home-screen widget's data: the latest changes made through the tool providers. Not exported; the widget
 * reads it in-process, and the tool providers write to it as the app itself (with the caller identity cleared).
 */
public final class WidgetStateProvider extends ContentProvider {
    public static final Uri CHANGES = Uri.parse("content://com.kestrel.ledger.widget/changes");

    private LedgerDb db;

    /** Tells the widget that changedBy changed something through provider's tool. */
    public static void push(ContentResolver resolver, int changedBy, String provider, String tool) {
        ContentValues values = new ContentValues();
        values.put("changed_by", changedBy);
        values.put("provider", provider);
        values.put("tool", tool);
        values.put("at", System.currentTimeMillis());
        resolver.insert(CHANGES, values);
    }

    @Override
    public boolean onCreate() {
        db = Ledger.get(getContext()).db;
        return true;
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        return db.lastWidgetChanges(5);
    }

    @Override
    public String getType(Uri uri) {
        return "vnd.android.cursor.dir/vnd.kestrel.change";
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        long id = db.recordWidgetChange(values);
        return Uri.withAppendedPath(CHANGES, Long.toString(id));
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
