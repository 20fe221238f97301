package com.hearthlink.security;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.function.IntFunction;

/** The caller's package must be one of a fixed list (the ClawSeed assistant and its beta channel). */
public final class PackageAllowList implements CallerVerifier {
    private final IntFunction<String> packageOf;
    private final Set<String> allowed;

    public PackageAllowList(IntFunction<String> packageOf, String... allowed) {
        this.packageOf = packageOf;
        this.allowed = new HashSet<>(Arrays.asList(allowed));
    }

    @Override
    public boolean admits(int uid) {
        String pkg = packageOf.apply(uid);
        return pkg != null && allowed.contains(pkg);
    }
}
