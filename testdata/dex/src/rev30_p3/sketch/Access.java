package com.example.r30p3;

import android.content.Context;
import android.content.pm.PackageInfo;
import android.content.pm.PackageManager;
import android.os.Binder;

final class Access {
    private Access() {
    }

    static boolean knownCaller(Context context) {
        int uid = Binder.getCallingUid();
        String pkg = context.getPackageManager().getNameForUid(uid);
        if (pkg == null) {
            return false;
        }
        try {
            PackageInfo info = context.getPackageManager().getPackageInfo(pkg, PackageManager.GET_SIGNING_CERTIFICATES);
            return info.firstInstallTime > 0L;
        } catch (PackageManager.NameNotFoundException e) {
            return false;
        }
    }
}
