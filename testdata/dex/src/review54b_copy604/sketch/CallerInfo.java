package com.hg;

import java.util.Arrays;

/** Who called: the UID and the packages the system gives it, read through getters. */
final class CallerInfo {
    private final int uid;
    private final String[] packages;

    CallerInfo(int uid, String[] packages) {
        this.uid = uid;
        this.packages = packages;
    }

    int getUid() {
        return uid;
    }

    String[] getPackages() {
        return Arrays.copyOf(packages, packages.length);
    }
}
