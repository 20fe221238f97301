package com.tallyspring.budget.cetp;

import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Set;

/** Who negotiated a session: the calling UID, the packages it resolved to, the scopes the user granted them. */
public final class CallerGrant {
    private final int uid;
    private final Set<String> packages;
    private final Set<String> scopes;

    private CallerGrant(int uid, Set<String> packages, Set<String> scopes) {
        this.uid = uid;
        this.packages = packages;
        this.scopes = scopes;
    }

    public static CallerGrant of(int uid, Collection<String> packages, Collection<String> scopes) {
        return new CallerGrant(uid, Collections.unmodifiableSet(new LinkedHashSet<>(packages)),
                Collections.unmodifiableSet(new LinkedHashSet<>(scopes)));
    }

    public int uid() {
        return uid;
    }

    public Set<String> packages() {
        return packages;
    }

    public Set<String> scopes() {
        return scopes;
    }
}
