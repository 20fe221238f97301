package com.nc;

import android.app.PendingIntent;
import android.content.ComponentName;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Context;
import android.content.Intent;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;

/**
 * Two resolutions that start from an explicit Intent and change its component for short lists. quickOrder clears the
 * component (setComponent(null), Kotlin's `component = null`) and relies on an action and setPackage: implicit on that
 * path (CETP602 at :32). quickShare swaps in another of the app's activities: explicit on both paths (no finding at :40).
 */
public final class ScreenProvider extends ContentProvider {
    @Override
    public boolean onCreate() {
        return true;
    }

    private PendingIntent quickOrder(Context ctx, int entries) {
        Intent intent = new Intent(ctx, ConfirmActivity.class);
        if (entries <= 3) {
            intent.setComponent(null);
            intent.setAction("com.nc.action.QUICK_REVIEW");
            intent.setPackage(ctx.getPackageName());
        }
        return PendingIntent.getActivity(ctx, 1, intent, PendingIntent.FLAG_IMMUTABLE);
    }

    private PendingIntent quickShare(Context ctx, int entries) {
        Intent intent = new Intent(ctx, ConfirmActivity.class);
        if (entries <= 3) {
            intent.setComponent(new ComponentName(ctx, ReviewActivity.class));
        }
        return PendingIntent.getActivity(ctx, 2, intent, PendingIntent.FLAG_IMMUTABLE);
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (Binder.getCallingUid() != 10234 || extras == null) {
            return null;
        }
        Bundle out = new Bundle();
        out.putString("error_code", "USER_ACTION_REQUIRED");
        out.putString("resume_token", "t");
        int entries = extras.getInt("entries", 0);
        if ("place_order".equals(extras.getString("tool_name"))) {
            out.putParcelable("resolution", quickOrder(getContext(), entries));
        } else {
            out.putParcelable("resolution", quickShare(getContext(), entries));
        }
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
