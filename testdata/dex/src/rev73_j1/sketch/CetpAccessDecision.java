package com.clawseed.cetp.sdk;

/** The answer of a provider's authorize hook. */
public final class CetpAccessDecision {
    private final boolean allowed;
    private final String reason;

    private CetpAccessDecision(boolean allowed, String reason) {
        this.allowed = allowed;
        this.reason = reason;
    }

    public static CetpAccessDecision allow() {
        return new CetpAccessDecision(true, null);
    }

    public static CetpAccessDecision deny(String reason) {
        return new CetpAccessDecision(false, reason);
    }

    public boolean isAllowed() {
        return allowed;
    }

    public String getReason() {
        return reason;
    }
}
