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
 * caller when any of its UID's packages is trusted (CETP624 at :31). onlyTrusted first refuses a UID with more than
 * one package, then matches the same way (no finding at :39). mappedTrusted passes the array through map(p -> p)
 * first (CETP624 at :46); loopTrusted takes it out with orElseGet and loops over it (CETP624 at :52); loopOnlyTrusted
 * does the same after refusing more than one package (no finding at :66).
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

    private boolean mappedTrusted(int uid) {
        String[] packages = Optional.ofNullable(getContext().getPackageManager().getPackagesForUid(uid))
                .map(p -> p)
                .orElse(NONE);
        return Arrays.stream(packages).anyMatch(TRUSTED::contains);
    }

    private boolean loopTrusted(int uid) {
        String[] packages = Optional.ofNullable(getContext().getPackageManager().getPackagesForUid(uid))
                .orElseGet(() -> NONE);
        for (String p : packages) {
            if (TRUSTED.contains(p)) {
                return true;
            }
        }
        return false;
    }

    private boolean loopOnlyTrusted(int uid) {
        String[] packages = Optional.ofNullable(getContext().getPackageManager().getPackagesForUid(uid))
                .orElseGet(() -> NONE);
        if (packages.length != 1) {
            return false;
        }
        for (String p : packages) {
            if (TRUSTED.contains(p)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle out = new Bundle();
        String tool = extras == null ? "" : extras.getString("tool_name", "");
        boolean allowed;
        switch (tool) {
            case "wipe":
                allowed = anyTrusted(uid);
                break;
            case "mapped":
                allowed = mappedTrusted(uid);
                break;
            case "loop":
                allowed = loopTrusted(uid);
                break;
            case "loop_one":
                allowed = loopOnlyTrusted(uid);
                break;
            default:
                allowed = onlyTrusted(uid);
        }
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
