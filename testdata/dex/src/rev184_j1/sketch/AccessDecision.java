package com.hearthboard.cetp;

/** The outcome of a provider's authorize hook: allowed, or the §5 code to answer with. */
public final class AccessDecision {
    public static final AccessDecision ALLOWED = new AccessDecision(true, null);

    public final boolean allowed;
    public final String errorCode;

    AccessDecision(boolean allowed, String errorCode) {
        this.allowed = allowed;
        this.errorCode = errorCode;
    }

    public static AccessDecision allow() {
        return ALLOWED;
    }

    public static AccessDecision deny(String errorCode) {
        return new AccessDecision(false, errorCode);
    }

    @Override
    public String toString() {
        return allowed ? "allow" : "deny(" + errorCode + ")";
    }
}
