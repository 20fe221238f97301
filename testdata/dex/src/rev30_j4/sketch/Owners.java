package com.example.r30j4;

import android.content.Context;
import java.util.Arrays;

final class Owners {
    private Owners() {}
    static String primary(Context c, int uid) {
        String[] pkgs = c.getPackageManager().getPackagesForUid(uid);
        if (pkgs == null) return null;
        String[] sorted = Arrays.copyOf(pkgs, pkgs.length);
        Arrays.sort(sorted);
        return sorted[0];                                                       // TP CETP604
    }
    static String sole(Context c, int uid) {
        String[] pkgs = c.getPackageManager().getPackagesForUid(uid);
        if (pkgs == null || pkgs.length != 1) return null;
        String[] copy = new String[1];
        System.arraycopy(pkgs, 0, copy, 0, 1);
        return copy[0];                                                         // NM CETP604
    }
}
