package com.tidepool.reef.data;

import android.content.ContentProvider;
import android.content.ContentUris;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;

/** The app's own reminder store (not exported): retests and dose reminders the home screen shows. */
public final class ReminderProvider extends ContentProvider {
    public static final Uri CONTENT_URI = Uri.parse("content://com.tidepool.reef.reminders/reminders");
    private ReefDb db;

    @Override
    public boolean onCreate() {
        db = ReefDb.get(getContext());
        return true;
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        return db.getReadableDatabase().query("reminders", projection, selection, selectionArgs, null, null,
                sortOrder);
    }

    @Override
    public String getType(Uri uri) {
        return "vnd.android.cursor.dir/vnd.tidepool.reminder";
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        long id = db.getWritableDatabase().insert("reminders", null, values);
        return id < 0 ? null : ContentUris.withAppendedId(CONTENT_URI, id);
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        return db.getWritableDatabase().update("reminders", values, selection, selectionArgs);
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        return db.getWritableDatabase().delete("reminders", selection, selectionArgs);
    }
}
