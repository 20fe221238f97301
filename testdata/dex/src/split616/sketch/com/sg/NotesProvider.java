package com.sg;

/** Verifies its caller with the signing certificate, the legacy array only below API 28. */
public final class NotesProvider extends GuardedProvider {
    @Override
    public boolean onCreate() {
        check = Verifiers::current;
        return true;
    }
}
