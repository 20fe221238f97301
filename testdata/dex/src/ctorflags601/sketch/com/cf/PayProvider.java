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
 * pay_invoice asks for confirmation on PAY_SCREEN, constructed with FLAG_UPDATE_CURRENT alone: the PendingIntent
 * Resolutions.ask makes from screen.flags() is mutable (CETP601 at Resolutions.java:16). refund asks on
 * REFUND_SCREEN, made by the two-argument constructor (immutable), through the same helper.
 */
public final class PayProvider extends ContentProvider {
    static final Screen PAY_SCREEN = new Screen("com.cf", "com.cf.ConfirmActivity", PendingIntent.FLAG_UPDATE_CURRENT);
    static final Screen REFUND_SCREEN = new Screen("com.cf", "com.cf.ConfirmActivity");
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
        if ("pay_invoice".equals(tool)) {
            return Resolutions.ask(getContext(), PAY_SCREEN, token);
        }
        if ("refund".equals(tool)) {
            return Resolutions.ask(getContext(), REFUND_SCREEN, token);
        }
        if ("void_invoice".equals(tool)) {
            Opener opener = Openers.screen("com.cf.ConfirmActivity", PendingIntent.FLAG_ONE_SHOT);
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
