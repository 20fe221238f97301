package com.example.r33j2;

import android.content.Context;
import android.content.pm.PackageManager;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

// Partner apps allowed to manage payees.
final class Callers {
    private static final Set<String> PARTNERS = new HashSet<>(Arrays.asList("com.clawseed.assistant", "com.example.budgetbuddy"));

    private Callers() {
    }

    static boolean isPartner(Context context, int uid) {
        PackageManager pm = context.getPackageManager();
        String name = pm.getNameForUid(uid);
        if (name == null || !PARTNERS.contains(name)) {
            return false;
        }
        try {
            pm.getPackageInfo(name, PackageManager.GET_SIGNING_CERTIFICATES);
            return true;
        } catch (PackageManager.NameNotFoundException e) {
            return false;
        }
    }
}
