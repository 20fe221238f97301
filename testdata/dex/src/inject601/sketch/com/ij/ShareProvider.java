package com.ij;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;

/** Its resolution's flags are an int field a members injector sets in onCreate. */
public final class ShareProvider extends ContentProvider {
    int flags;

    @Override
    public boolean onCreate() {
        DeskInjector.inject(this);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        if (Binder.getCallingUid() != 10234 || extras == null) {
            return out;
        }
        Intent intent = new Intent(getContext(), ConfirmActivity.class);
        out.putString("error_code", "USER_ACTION_REQUIRED");
        out.putString("resume_token", extras.getString("request_id", ""));
        out.putParcelable("resolution", PendingIntent.getActivity(getContext(), 1, intent, flags));
        return out;
    }

    @Override public Cursor query(Uri u, String[] p, String s, String[] a, String o) { return null; }
    @Override public String getType(Uri u) { return null; }
    @Override public Uri insert(Uri u, ContentValues v) { return null; }
    @Override public int delete(Uri u, String s, String[] a) { return 0; }
    @Override public int update(Uri u, ContentValues v, String s, String[] a) { return 0; }
}
