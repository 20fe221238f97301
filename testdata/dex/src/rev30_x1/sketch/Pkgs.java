package com.example.r30x;

import android.content.Context;
import java.util.Arrays;

final class Pkgs {
    private Pkgs() {}
    static String copyFirst(Context c, int uid) {
        String[] pkgs = c.getPackageManager().getPackagesForUid(uid);
        String[] copy = new String[pkgs.length];
        System.arraycopy(pkgs, 0, copy, 0, pkgs.length);
        return copy[0];
    }
    static String[] all(Context c, int uid) {
        return c.getPackageManager().getPackagesForUid(uid);
    }
    static String anyOf(String[] p) {
        return Arrays.copyOf(p, p.length)[0];
    }
}
