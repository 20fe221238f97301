package com.fieldnote.birding.trips;

import android.content.ContentProvider;
import android.content.ContentUris;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import com.fieldnote.birding.data.BirdingDb;

/** The club account and trip sign-ups, for the club sync adapter and the trip tools. Not exported. */
public final class ClubProvider extends ContentProvider {
    static final String AUTHORITY = "com.fieldnote.birding.club";
    public static final Uri ACCOUNT = Uri.parse("content://" + AUTHORITY + "/account");
    public static final Uri RSVPS = Uri.parse("content://" + AUTHORITY + "/rsvps");

    private BirdingDb db;

    @Override
    public boolean onCreate() {
        db = BirdingDb.get(getContext());
        return true;
    }

    private static String table(Uri uri) {
        String path = uri.getLastPathSegment();
        if ("account".equals(path)) {
            return "club_account";
        }
        if ("rsvps".equals(path)) {
            return "rsvps";
        }
        throw new IllegalArgumentException("unknown uri " + uri);
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        return db.getReadableDatabase().query(table(uri), projection, selection, selectionArgs, null, null, sortOrder);
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        long id = db.getWritableDatabase().insertWithOnConflict(table(uri), null, values,
                SQLiteDatabase.CONFLICT_REPLACE);
        return ContentUris.withAppendedId(uri, id);
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        return db.getWritableDatabase().delete(table(uri), selection, selectionArgs);
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        throw new UnsupportedOperationException("the club provider is written by insert and delete only");
    }
}
