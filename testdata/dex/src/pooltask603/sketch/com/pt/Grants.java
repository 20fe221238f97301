package com.pt;

import java.util.HashSet;
import java.util.Set;

/** The UIDs the user let use backups. */
final class Grants {
    private static final Set<Integer> ALLOWED = new HashSet<>();

    private Grants() {
    }

    static synchronized boolean allowed(int uid) {
        return ALLOWED.contains(uid);
    }

    static synchronized void allow(int uid) {
        ALLOWED.add(uid);
    }
}
