package com.inkwell.notes.cetp;

/** Who called: the UID and package the platform reported on the Binder thread, in call(). */
public final class Caller {
    private final int uid;
    private final String packageName;

    public Caller(int uid, String packageName) {
        this.uid = uid;
        this.packageName = packageName;
    }

    public int uid() {
        return uid;
    }

    public String packageName() {
        return packageName;
    }
}
