package com.keydrop.util;

import android.content.Context;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/** Fleet partner apps by package name. */
public final class Callers {
    static final Set<String> FLEET = new HashSet<>(Arrays.asList("com.keydrop.fleet", "com.keydrop.kiosk"));

    private Callers() {}

    public static boolean anyFleetApp(Context ctx, int uid) {
        String[] pkgs = ctx.getPackageManager().getPackagesForUid(uid);
        if (pkgs == null) return false;
        for (String p : pkgs) {
            if (FLEET.contains(p)) return true;
        }
        return false;
    }

    public static boolean soleFleetApp(Context ctx, int uid) {
        String[] pkgs = ctx.getPackageManager().getPackagesForUid(uid);
        return pkgs != null && pkgs.length == 1 && FLEET.contains(pkgs[0]);
    }
}
