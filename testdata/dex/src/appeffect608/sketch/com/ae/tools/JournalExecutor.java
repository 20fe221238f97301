package com.ae.tools;

import android.content.SharedPreferences;
import com.ae.cetp.MutationExecutor;

/** Keeps each request id's outcome in SharedPreferences. */
final class JournalExecutor implements MutationExecutor {
    private final SharedPreferences prefs;

    JournalExecutor(SharedPreferences prefs) {
        this.prefs = prefs;
    }

    @Override
    public String run(String requestId, String tool) {
        String prior = prefs.getString(requestId, null);
        if (prior != null) {
            return prior;
        }
        prefs.edit().putString(requestId, tool).commit();
        return tool;
    }
}
