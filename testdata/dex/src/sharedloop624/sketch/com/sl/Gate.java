package com.sl;

import android.content.ContentProvider;
import java.util.function.Predicate;

/** The caller check both providers share; each decides which packages may call. */
abstract class Gate extends Base {
    static final String TRUSTED = "com.sl.companion";

    /** True when some package in the list passes the test. */
    static boolean anyMatch(String[] packages, Predicate<String> test) {
        for (String pkg : packages) {
            if (test.test(pkg)) {
                return true;
            }
        }
        return false;
    }

    boolean admitted(int uid) {
        String[] packages = getContext().getPackageManager().getPackagesForUid(uid);
        if (packages == null || packages.length != 1) {
            return false; // a shared UID is refused
        }
        return anyMatch(packages, TRUSTED::equals);
    }
}
