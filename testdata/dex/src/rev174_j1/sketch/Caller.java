package com.tallowbrook.salon.core;

import java.util.Collections;
import java.util.Set;

/** The caller of one request: its UID (from Binder, in call()), the package it was paired as, and its scopes. */
public final class Caller {
    public final int uid;
    public final String packageName;
    public final Set<String> scopes;

    Caller(int uid, String packageName, Set<String> scopes) {
        this.uid = uid;
        this.packageName = packageName;
        this.scopes = scopes;
    }

    public static Caller of(int uid, String packageName, Set<String> scopes) {
        return new Caller(uid, packageName, Collections.unmodifiableSet(scopes));
    }

    public static Caller refused(int uid) {
        return new Caller(uid, null, Collections.<String>emptySet());
    }

    public boolean admitted() {
        return packageName != null && !scopes.isEmpty();
    }

    public boolean holdsAll(String[] required) {
        for (String scope : required) {
            if (!scopes.contains(scope)) {
                return false;
            }
        }
        return true;
    }
}
