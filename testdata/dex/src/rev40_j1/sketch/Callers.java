package com.pillpoint.util;

import android.content.Context;

/** Maps a calling UID to the package recorded as changed_by. */
public final class Callers {
    private Callers() {
    }

    public static String packageOf(Context ctx, int uid) {
        String[] pkgs = ctx.getPackageManager().getPackagesForUid(uid);
        return pkgs != null && pkgs.length > 0 ? pkgs[0] : null;
    }

    public static String onlyPackage(Context ctx, int uid) {
        String[] pkgs = ctx.getPackageManager().getPackagesForUid(uid);
        return pkgs != null && pkgs.length == 1 ? pkgs[0] : null;
    }
}
