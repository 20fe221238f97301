package com.vs;

import android.content.SharedPreferences;

/** Verdicts the provider's own confirmation screen records, by request id. */
final class Approvals {
    private final SharedPreferences prefs;

    Approvals(SharedPreferences prefs) {
        this.prefs = prefs;
    }

    int verdict(String requestId) {
        return (int) prefs.getLong(requestId, Verdicts.NEEDED);
    }
}
