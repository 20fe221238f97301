package com.tallyspring.budget.cetp;

/** What a provider's authorize hook decided for one execution. */
public final class AccessDecision {
    private static final AccessDecision ALLOWED = new AccessDecision(true, null);

    private final boolean allowed;
    private final String errorCode;

    private AccessDecision(boolean allowed, String errorCode) {
        this.allowed = allowed;
        this.errorCode = errorCode;
    }

    public static AccessDecision allow() {
        return ALLOWED;
    }

    public static AccessDecision deny(String errorCode) {
        return new AccessDecision(false, errorCode);
    }

    public boolean isAllowed() {
        return allowed;
    }

    public String errorCode() {
        return errorCode;
    }
}
