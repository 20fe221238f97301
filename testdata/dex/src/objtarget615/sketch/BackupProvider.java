package com.ot;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Base64;
import java.security.SecureRandom;

/** One confirmed tool; its RestorePrompts holds a Confirmer aimed at com.ot.partner, another app whose name starts with this one's: CETP615 at RestorePrompts.ask. */
public final class BackupProvider extends ContentProvider {
    private final SecureRandom random = new SecureRandom();
    private RestorePrompts prompts;

    @Override
    public boolean onCreate() {
        prompts = new RestorePrompts(getContext(), new Confirmer("com.ot.partner", "com.ot.partner.ApproveActivity"));
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
        return prompts.ask(requestId, Base64.encodeToString(raw, Base64.NO_WRAP));
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
