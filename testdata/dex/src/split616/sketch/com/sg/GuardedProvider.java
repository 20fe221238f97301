package com.sg;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;

/** The providers' shared call(): serves only the assistant app, a UID of one package each provider verifies. */
public abstract class GuardedProvider extends ContentProvider {
    /** How a caller's package is verified: each provider picks its check in onCreate. */
    interface CallerCheck {
        boolean ok(PackageManager pm, String pkg);
    }

    protected CallerCheck check;

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        PackageManager pm = getContext().getPackageManager();
        String[] pkgs = pm.getPackagesForUid(Binder.getCallingUid());
        Bundle out = new Bundle();
        if (pkgs == null || pkgs.length != 1 || !check.ok(pm, pkgs[0])) {
            out.putString("error_code", "PERMISSION_DENIED");
            return out;
        }
        out.putString("status", "ok");
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
