package com.wrenfield.notes.core;

import android.content.pm.PackageManager;

/** The app behind a UID: its package when the UID has exactly one. */
public final class Caller {
    private final int uid;
    private final String packageName;

    private Caller(int uid, String packageName) {
        this.uid = uid;
        this.packageName = packageName;
    }

    public static Caller resolve(PackageManager packageManager, int uid) {
        String[] packages = packageManager.getPackagesForUid(uid);
        if (packages == null || packages.length != 1) {
            // no package, or a shared UID: nothing to hold a grant
            return new Caller(uid, null);
        }
        return new Caller(uid, packages[0]);
    }

    public int uid() {
        return uid;
    }

    public String packageName() {
        return packageName;
    }
}
