package com.cf;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.security.SecureRandom;

/**
 * The near miss: close_card and freeze_card ask on Cards constructed with FLAG_IMMUTABLE, one through the
 * three-argument constructor and one through the two-argument one; Resolutions.show reads card.flags() as
 * Resolutions.ask does (no CETP601 at Resolutions.java:27).
 */
public final class CardProvider extends ContentProvider {
    static final Card CLOSE_CARD = new Card("com.cf", "com.cf.ConfirmActivity",
            PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_ONE_SHOT);
    static final Card FREEZE_CARD = new Card("com.cf", "com.cf.ConfirmActivity");
    private static final SecureRandom RANDOM = new SecureRandom();

    @Override
    public boolean onCreate() {
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (extras == null || Binder.getCallingUid() != 10234 || !"execute_tool".equals(method)) {
            return new Bundle();
        }
        String token = Long.toHexString(RANDOM.nextLong());
        String tool = extras.getString("tool_name", "");
        if ("close_card".equals(tool)) {
            return Resolutions.show(getContext(), CLOSE_CARD, token);
        }
        if ("freeze_card".equals(tool)) {
            return Resolutions.show(getContext(), FREEZE_CARD, token);
        }
        if ("report_card".equals(tool)) {
            Opener opener = Openers.card("com.cf.ConfirmActivity", PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_ONE_SHOT);
            Bundle out = new Bundle();
            out.putString("error_code", "USER_ACTION_REQUIRED");
            out.putParcelable("resolution", opener.open(getContext(), token));
            out.putString("resume_token", token);
            return out;
        }
        return new Bundle();
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
