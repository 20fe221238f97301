package com.hearthlink.security;

import android.content.pm.PackageManager;

/** Turns a caller UID into the package name the verifiers look at. */
public final class CallerPackages {
    private final PackageManager pm;

    public CallerPackages(PackageManager pm) {
        this.pm = pm;
    }

    /** The package the package manager lists first for the UID. */
    public String primary(int uid) {
        String[] names = pm.getPackagesForUid(uid);
        if (names == null || names.length == 0) {
            return null;
        }
        return names[0];
    }

    /** The UID's package when it has exactly one; null for unknown UIDs and for shared UIDs. */
    public String sole(int uid) {
        String[] names = pm.getPackagesForUid(uid);
        if (names == null || names.length != 1) {
            return null;
        }
        return names[0];
    }
}
