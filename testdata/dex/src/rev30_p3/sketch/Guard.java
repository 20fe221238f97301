package com.example.r30p3;

import android.content.Context;
import android.content.pm.PackageInfo;
import android.content.pm.PackageManager;

final class Guard {
    private static final String PARTNER_CERT = "308201e53082014ea00302010202044f0b0a1e";

    private Guard() {
    }

    static boolean verify(Context context, int uid) {
        PackageManager pm = context.getPackageManager();
        String pkg = pm.getNameForUid(uid);
        if (pkg == null) {
            return false;
        }
        try {
            PackageInfo info = pm.getPackageInfo(pkg, PackageManager.GET_SIGNATURES);
            return info.signatures != null && PARTNER_CERT.equals(info.signatures[0].toCharsString());
        } catch (PackageManager.NameNotFoundException e) {
            return false;
        }
    }
}
