package com.op;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;

/**
 * Two gates over getPackagesForUid's names, each taken out of an Optional with a fallback. anyTrusted accepts the
 * caller when any of its UID's packages is trusted (CETP624 at :29). onlyTrusted first refuses a UID with more than
 * one package, then matches the same way (no finding at :37).
 */
public final class GateProvider extends ContentProvider {
    private static final String[] NONE = new String[0];
    private static final Set<String> TRUSTED = Set.of("com.op.companion");

    @Override
    public boolean onCreate() {
        return true;
    }

    private boolean anyTrusted(int uid) {
        String[] packages = Optional.ofNullable(getContext().getPackageManager().getPackagesForUid(uid)).orElse(NONE);
        return Arrays.stream(packages).anyMatch(TRUSTED::contains);
    }

    private boolean onlyTrusted(int uid) {
        String[] packages = Optional.ofNullable(getContext().getPackageManager().getPackagesForUid(uid)).orElse(NONE);
        if (packages.length != 1) {
            return false;
        }
        return Arrays.stream(packages).anyMatch(TRUSTED::contains);
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle out = new Bundle();
        String tool = extras == null ? "" : extras.getString("tool_name", "");
        boolean allowed = "wipe".equals(tool) ? anyTrusted(uid) : onlyTrusted(uid);
        out.putBoolean("ok", allowed);
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
