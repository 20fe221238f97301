package com.verdant.garden.cetp;

/** The authorization hook's answer. */
public final class AccessDecision {
    public static final AccessDecision ALLOW = new AccessDecision(null);

    private final ErrorCode denial;

    private AccessDecision(ErrorCode denial) {
        this.denial = denial;
    }

    public static AccessDecision deny(ErrorCode code) {
        return new AccessDecision(code);
    }

    public boolean allowed() {
        return denial == null;
    }

    public ErrorCode denial() {
        return denial;
    }
}
