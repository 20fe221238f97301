package com.halyard.vault.cetp;

/** Who is calling: the Binder UID that call() captured, and the package name grants are looked up by. */
public final class Caller {
    public final int uid;
    public final String pkg;

    private Caller(int uid, String pkg) {
        this.uid = uid;
        this.pkg = pkg;
    }

    public static Caller of(int uid, String pkg) {
        return new Caller(uid, pkg);
    }

    @Override
    public String toString() {
        return pkg + " (uid " + uid + ")";
    }
}
