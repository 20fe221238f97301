package com.hearthlink.security;

/** Several verifiers as one: all of them must admit the caller, or any one of them. */
public final class VerifierChain implements CallerVerifier {
    private final boolean any;
    private final CallerVerifier[] links;

    private VerifierChain(boolean any, CallerVerifier[] links) {
        this.any = any;
        this.links = links;
    }

    public static CallerVerifier all(CallerVerifier... links) {
        return new VerifierChain(false, links);
    }

    public static CallerVerifier any(CallerVerifier... links) {
        return new VerifierChain(true, links);
    }

    @Override
    public boolean admits(int uid) {
        for (CallerVerifier link : links) {
            boolean ok = link.admits(uid);
            if (any && ok) {
                return true;
            }
            if (!any && !ok) {
                return false;
            }
        }
        return !any;
    }
}
