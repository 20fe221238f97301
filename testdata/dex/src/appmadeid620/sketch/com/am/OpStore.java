package com.am;

import android.content.SharedPreferences;

/** Operation records in SharedPreferences: "op|<id>" -> state. */
final class OpStore {
    private final SharedPreferences prefs;

    OpStore(SharedPreferences prefs) {
        this.prefs = prefs;
    }

    void start(String operationId, int uid) {
        prefs.edit().putString("op|" + operationId, "running").putLong("uid|" + operationId, uid).apply();
    }

    /** The worker asks about its own job. */
    boolean cancelRequested(String operationId) {
        return "cancel".equals(prefs.getString("op|" + operationId, null));
    }

    /** What a Consumer's get_operation is answered with: looked up by the id alone. */
    String status(String operationId) {
        return prefs.getString("op|" + operationId, "unknown");
    }
}
