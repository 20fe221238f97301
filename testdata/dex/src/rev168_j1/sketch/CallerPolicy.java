package com.tallyspring.budget.cetp;

import java.util.Optional;

/** Decides at negotiate time whether a calling UID may open a session, and with which scopes (§7.1). */
public interface CallerPolicy {
    Optional<CallerGrant> admit(int uid);

    default boolean admits(int uid) {
        return admit(uid).isPresent();
    }

    /** A policy that admits nobody, for a provider the user switched off. */
    static CallerPolicy nobody() {
        return uid -> Optional.empty();
    }
}
