package com.verdant.garden.cetp;

import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;

/** A caller the provider admitted: UID, its package, and the scopes its grant holds. Immutable. */
public final class Caller {
    private final int uid;
    private final String packageName;
    private final Set<String> scopes;

    public Caller(int uid, String packageName, Set<String> scopes) {
        this.uid = uid;
        this.packageName = packageName;
        this.scopes = Collections.unmodifiableSet(new TreeSet<>(scopes));
    }

    public int uid() {
        return uid;
    }

    public String packageName() {
        return packageName;
    }

    public Set<String> scopes() {
        return scopes;
    }

    public boolean holdsAll(java.util.Collection<String> wanted) {
        return scopes.containsAll(wanted);
    }
}
