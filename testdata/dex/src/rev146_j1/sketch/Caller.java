package com.greenwick.garden.security;

import java.util.List;

/** Who is calling: the Binder UID and the packages the provider attributes the call to. */
public final class Caller {
    public final int uid;
    public final List<String> packages;

    public Caller(int uid, List<String> packages) {
        this.uid = uid;
        this.packages = packages;
    }
}
