package com.brightfold.pantry.cetp;

/** Who is calling: the UID read on the Binder thread in call(), and the package the platform resolved for it. */
public final class Caller {
    private final int uid;
    private final String packageName;

    private Caller(int uid, String packageName) {
        this.uid = uid;
        this.packageName = packageName;
    }

    public static Caller of(int uid, String packageName) {
        return new Caller(uid, packageName == null ? "" : packageName);
    }

    public int uid() {
        return uid;
    }

    public String packageName() {
        return packageName;
    }
}
