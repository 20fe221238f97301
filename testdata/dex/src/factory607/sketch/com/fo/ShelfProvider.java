package com.fo;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;

/**
 * Two tools catch the same database failure and answer through the same static factory. list_shelves passes the
 * exception's message (CETP607 at :38); list_boxes passes fixed text and logs nothing of the exception (no finding at
 * :46). list_bins and list_crates do the same through Failure.unavailable, a helper calling the factory: the
 * message at :67 (CETP607), fixed text at :75 (no finding).
 */
public final class ShelfProvider extends ContentProvider {
    private SQLiteDatabase db;

    @Override
    public boolean onCreate() {
        db = SQLiteDatabase.openOrCreateDatabase("/data/data/com.fo/shelf.db", null);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (extras == null || Binder.getCallingUid() != 10234) {
            return new Bundle();
        }
        return route(extras.getString("tool_name", ""));
    }

    private Bundle listShelves() {
        try {
            return ok(db.delete("scratch", null, null));
        } catch (RuntimeException e) {
            return reply(Failure.of("UNAVAILABLE", e.getMessage()));
        }
    }

    private Bundle listBoxes() {
        try {
            return ok(db.delete("scratch_boxes", null, null));
        } catch (RuntimeException e) {
            return reply(Failure.of("UNAVAILABLE", "The boxes could not be read"));
        }
    }

    private Bundle route(String tool) {
        switch (tool) {
            case "list_boxes":
                return listBoxes();
            case "list_bins":
                return listBins();
            case "list_crates":
                return listCrates();
            default:
                return listShelves();
        }
    }

    private Bundle listBins() {
        try {
            return ok(db.delete("scratch_bins", null, null));
        } catch (RuntimeException e) {
            return reply(Failure.unavailable(e.getMessage()));
        }
    }

    private Bundle listCrates() {
        try {
            return ok(db.delete("scratch_crates", null, null));
        } catch (RuntimeException e) {
            return reply(Failure.unavailable("The crates could not be read"));
        }
    }

    private static Bundle ok(int n) {
        Bundle out = new Bundle();
        out.putInt("count", n);
        return out;
    }

    private static Bundle reply(Failure failure) {
        Bundle out = new Bundle();
        out.putString("error_code", failure.code());
        out.putString("error_message", failure.message());
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
