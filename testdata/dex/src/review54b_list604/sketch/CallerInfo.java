package com.hg;

import java.util.Arrays;
import java.util.List;

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

    List<String> getPackages() {
        return Arrays.asList(packages);
    }
}
