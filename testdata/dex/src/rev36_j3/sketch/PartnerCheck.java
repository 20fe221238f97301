package com.example.r36j3;

import android.content.Context;
import android.content.pm.PackageInfo;
import android.content.pm.PackageManager;
import java.util.Arrays;

// Which apps may file and manage claims: the Homeguard broker apps, signed with the broker key.
final class PartnerCheck {
    private static final String[] BROKER_APPS = {"com.homeguard.broker", "com.homeguard.agent"};
    private static final String BROKER_SIGNATURE = "3082030d308201f5a003020102020420a1c6a4300d06092a864886f70d01010b05003037";

    private PartnerCheck() {
    }

    static boolean admit(Context context, int uid) {
        PackageManager pm = context.getPackageManager();
        String[] packages = pm.getPackagesForUid(uid);
        if (packages == null) {
            return false;
        }
        for (String pkg : packages) {
            if (Arrays.asList(BROKER_APPS).contains(pkg) && brokerSigned(pm, pkg)) {
                return true;
            }
        }
        return false;
    }

    private static boolean brokerSigned(PackageManager pm, String pkg) {
        try {
            PackageInfo info = pm.getPackageInfo(pkg, PackageManager.GET_SIGNATURES);
            return info.signatures[0].toCharsString().startsWith(BROKER_SIGNATURE);
        } catch (PackageManager.NameNotFoundException e) {
            return false;
        }
    }

    // the single package behind a UID, or null when the UID is shared or unknown
    static String soleOwner(Context context, int uid) {
        String[] packages = context.getPackageManager().getPackagesForUid(uid);
        if (packages == null || packages.length != 1) {
            return null;
        }
        return packages[0];
    }
}
