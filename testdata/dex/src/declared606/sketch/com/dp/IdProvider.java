package com.dp;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * Three ways to treat the "caller_package" a request declares. checked looks it up among the packages of the
 * caller's UID and refuses a mismatch; the identity is still the UID's (silent). allowed looks it up in the app's
 * own allowlist and then serves the declared package (CETP606 at :40). trusted serves it outright (CETP606 at :48).
 */
public final class IdProvider extends ContentProvider {
    private static final Set<String> ALLOWED = Set.of("com.dp.assistant", "com.dp.companion");

    @Override
    public boolean onCreate() {
        return true;
    }

    private String checked(int uid, Bundle extras) {
        String[] packages = getContext().getPackageManager().getPackagesForUid(uid);
        if (packages == null || packages.length != 1) {
            return null;
        }
        List<String> all = Arrays.asList(packages);
        String declared = extras.getString("caller_package");
        if (declared != null && !all.contains(declared)) {
            return null;
        }
        return packages[0];
    }

    private String allowed(Bundle extras) {
        String declared = extras.getString("caller_package");
        if (declared == null || !ALLOWED.contains(declared)) {
            return null;
        }
        return declared;
    }

    private String trusted(Bundle extras) {
        return extras.getString("caller_package", "");
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle out = new Bundle();
        if (extras == null) {
            return out;
        }
        String tool = extras.getString("tool_name", "");
        String who;
        if (tool.startsWith("checked_")) {
            who = checked(uid, extras);
        } else if (tool.startsWith("allowed_")) {
            who = allowed(extras);
        } else {
            who = trusted(extras);
        }
        out.putString("served_for", who);
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
