package com.larderly.app.cetp;

/** What a provider's authorize hook decided for one execute_tool request. */
public final class AccessDecision {
    public static final AccessDecision ALLOW = new AccessDecision(true, null);

    public final boolean allowed;
    public final String errorCode;

    private AccessDecision(boolean allowed, String errorCode) {
        this.allowed = allowed;
        this.errorCode = errorCode;
    }

    public static AccessDecision deny(String errorCode) {
        return new AccessDecision(false, errorCode);
    }

    @Override
    public String toString() {
        return allowed ? "allow" : "deny(" + errorCode + ")";
    }
}
