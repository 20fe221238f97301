package com.bc;

import android.content.pm.PackageManager;

/** The calling app as the provider resolved it from the Binder UID. */
final class Caller {
    final int uid;
    final String packageName;

    private Caller(int uid, String packageName) {
        this.uid = uid;
        this.packageName = packageName;
    }

    static Caller of(PackageManager pm, int uid) {
        return new Caller(uid, pm.getNameForUid(uid));
    }
}
