package com.la;

/** Who is calling, as a gate decided it. */
final class Caller {
    final int uid;
    final String pkg;
    final boolean allowed;

    private Caller(int uid, String pkg, boolean allowed) {
        this.uid = uid;
        this.pkg = pkg;
        this.allowed = allowed;
    }

    static Caller allow(int uid, String pkg) {
        return new Caller(uid, pkg, true);
    }

    /** Allowed: the package is not on the block list. */
    static Caller notBlocked(int uid, String pkg) {
        return new Caller(uid, pkg, true);
    }

    static Caller deny(int uid) {
        return new Caller(uid, null, false);
    }
}
