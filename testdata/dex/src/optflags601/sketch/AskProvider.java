package com.of;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.util.Optional;

/**
 * Two tools whose resolution flags are chosen by whether the request carries a resume token:
 * Optional.ofNullable(token).map(t -> A).orElse(B). retry_upload picks FLAG_UPDATE_CURRENT or FLAG_ONE_SHOT, neither
 * immutable (CETP601 at Screen.java:36, naming retryUpload); clear_queue picks the same with FLAG_IMMUTABLE OR-ed in
 * (no finding).
 */
public final class AskProvider extends ContentProvider {
    @Override
    public boolean onCreate() {
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (Binder.getCallingUid() != 10234 || extras == null) {
            return null;
        }
        Bundle out = new Bundle();
        out.putString("error_code", "USER_ACTION_REQUIRED");
        out.putString("resume_token", "t");
        String token = extras.getString("resume_token");
        if ("retry_upload".equals(extras.getString("tool_name"))) {
            out.putParcelable("resolution", retryUpload(token));
        } else {
            out.putParcelable("resolution", clearQueue(token));
        }
        return out;
    }

    private PendingIntent retryUpload(String token) {
        int flags = Optional.ofNullable(token)
                .map(t -> PendingIntent.FLAG_UPDATE_CURRENT)
                .orElse(PendingIntent.FLAG_ONE_SHOT);
        return Screen.with(getContext()).target(ConfirmActivity.class).flags(flags).build();
    }

    private PendingIntent clearQueue(String token) {
        int flags = Optional.ofNullable(token)
                .map(t -> PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT)
                .orElse(PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_ONE_SHOT);
        return Screen.with(getContext()).target(ConfirmActivity.class).flags(flags).build();
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
