package com.choirbook.roster;

import android.content.SharedPreferences;

/** The observer that keeps the roster's display names in SharedPreferences. */
final class RosterCache implements RosterListener {
    private final SharedPreferences prefs;

    RosterCache(SharedPreferences prefs) {
        this.prefs = prefs;
    }

    @Override
    public void onChange(RosterChange change) {
        prefs.edit().putString("name_" + change.singerId, change.name).apply();
    }
}
