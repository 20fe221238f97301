package com.eb;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.security.SecureRandom;

/**
 * send_payout asks for confirmation on Screen.PARTNER, whose body aims the Intent at another app's package: CETP615 at
 * the call of Resolutions.pending (DeskProvider.java:33). approve_expense calls the same wrapper with Screen.APPROVE,
 * whose body opens this app's ConfirmActivity: nothing at :36.
 */
public final class DeskProvider extends ContentProvider {
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
        if ("send_payout".equals(tool)) {
            return Resolutions.ask(Resolutions.pending(getContext(), Screen.PARTNER, PendingIntent.FLAG_IMMUTABLE), token);
        }
        if ("approve_expense".equals(tool)) {
            return Resolutions.ask(Resolutions.pending(getContext(), Screen.APPROVE, PendingIntent.FLAG_IMMUTABLE), token);
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
