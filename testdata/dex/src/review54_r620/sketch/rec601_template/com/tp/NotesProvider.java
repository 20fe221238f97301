package com.tp;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Base64;
import java.security.SecureRandom;

/**
 * clear_notes asks first: the resolution comes from an EditPrompt, which Prompt's constructor (through the
 * overridden configure()) makes editable: FLAG_MUTABLE. Expected: CETP601 error.
 */
public final class NotesProvider extends ContentProvider {
    private final SecureRandom random = new SecureRandom();

    @Override
    public boolean onCreate() {
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (Binder.getCallingUid() != 10234) {
            return null;
        }
        byte[] raw = new byte[32];
        random.nextBytes(raw);
        String requestId = extras == null ? null : extras.getString("request_id");
        String token = Base64.encodeToString(raw, Base64.NO_WRAP);
        Bundle b = Replies.error(requestId, "USER_ACTION_REQUIRED", "Confirm on the device");
        b.putParcelable("resolution", new EditPrompt().toIntent(getContext(), token));
        b.putString("resume_token", token);
        return b;
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
