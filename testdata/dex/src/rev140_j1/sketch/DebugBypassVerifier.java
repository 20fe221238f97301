package com.hearthlink.security;

/**
 * Debug builds only (the providers add it when BuildConfig.DEBUG is set): Hearthlink's own UID, the in-app tool
 * console, may call the providers without being the assistant.
 */
public final class DebugBypassVerifier implements CallerVerifier {
    private final int selfUid;

    public DebugBypassVerifier(int selfUid) {
        this.selfUid = selfUid;
    }

    @Override
    public boolean admits(int uid) {
        return uid == selfUid;
    }
}
