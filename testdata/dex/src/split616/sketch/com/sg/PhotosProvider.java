package com.sg;

/** Verifies its caller with the legacy array on every release. */
public final class PhotosProvider extends GuardedProvider {
    @Override
    public boolean onCreate() {
        check = LegacyOnly::signer;
        return true;
    }
}
