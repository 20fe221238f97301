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
 * The near miss: sign_form and submit_form call the same kind of wrapper over Form, whose constants all open this
 * app's ConfirmActivity (nothing at FormProvider.java:32 or :35).
 */
public final class FormProvider extends ContentProvider {
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
        if ("sign_form".equals(tool)) {
            return Resolutions.ask(Resolutions.form(getContext(), Form.SIGN, PendingIntent.FLAG_IMMUTABLE), token);
        }
        if ("submit_form".equals(tool)) {
            return Resolutions.ask(Resolutions.form(getContext(), Form.SUBMIT, PendingIntent.FLAG_IMMUTABLE), token);
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
