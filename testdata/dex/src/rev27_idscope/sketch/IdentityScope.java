package com.example.r27i;
import android.os.Binder;
/** Runs the code in its try block as this app, not as the calling app. */
final class IdentityScope implements AutoCloseable {
    private final long token;

    private IdentityScope(long token) { this.token = token; }

    static IdentityScope asSelf() { return new IdentityScope(Binder.clearCallingIdentity()); }

    @Override public void close() { Binder.restoreCallingIdentity(token); }
}
