package com.greenwick.garden.security;

import android.os.Bundle;
import java.util.Collections;

/**
 * For the QA harness, which calls through `adb shell content call` as the shell: a request may name the package it
 * acts for. Without that extra the wrapped resolver decides.
 */
public final class DeclaredCallerResolver implements IdentityResolver {
    private final IdentityResolver inner;

    public DeclaredCallerResolver(IdentityResolver inner) {
        this.inner = inner;
    }

    @Override
    public Caller resolve(int uid, Bundle extras) {
        String declared = extras.getString("caller_package");
        if (declared == null || declared.isEmpty()) {
            return inner.resolve(uid, extras);
        }
        return new Caller(uid, Collections.singletonList(declared));
    }
}
