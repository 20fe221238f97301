package com.quillmark.docs.core;

import java.util.Collections;
import java.util.List;
import java.util.Set;

/** Who is calling, as the provider's identity helper resolved it from the Binder UID. */
public final class Caller {
    public final int uid;
    public final String packageName;
    public final boolean allowed;
    public final String reason;
    private final Set<String> scopes;

    private Caller(int uid, String packageName, boolean allowed, String reason, Set<String> scopes) {
        this.uid = uid;
        this.packageName = packageName;
        this.allowed = allowed;
        this.reason = reason;
        this.scopes = scopes;
    }

    public static Caller allow(int uid, String packageName, Set<String> scopes) {
        return new Caller(uid, packageName, true, "paired", scopes);
    }

    public static Caller deny(int uid, String reason) {
        return new Caller(uid, null, false, reason, Collections.<String>emptySet());
    }

    public boolean holds(String scope) {
        return scopes.contains(scope);
    }

    public boolean holdsAll(List<String> wanted) {
        return scopes.containsAll(wanted);
    }

    @Override
    public String toString() {
        return "Caller{uid=" + uid + ", package=" + packageName + ", " + reason + "}";
    }
}
