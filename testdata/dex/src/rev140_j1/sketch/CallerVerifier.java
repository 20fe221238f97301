package com.hearthlink.security;

/**
 * One check of who is calling a tool provider. Each provider combines the checks it needs (VerifierChain) and
 * installs them in its SecurityRegistry; call() asks the result before anything else.
 */
public interface CallerVerifier {
    /** uid is the caller as the entry point read it from Binder, on the Binder thread. */
    boolean admits(int uid);
}
