package com.pf;

import android.content.SharedPreferences;

/** The failure of a tool's last run, kept for the next call. */
final class Settings {
    private final SharedPreferences prefs;

    Settings(SharedPreferences prefs) {
        this.prefs = prefs;
    }

    void recordFailure(String key, String text) {
        prefs.edit().putString(key, text).apply();
    }

    String lastFailure(String key) {
        return prefs.getString(key, null);
    }
}
