package com.pr;

import android.content.SharedPreferences;

final class Store {
    private final SharedPreferences prefs;
    Store(SharedPreferences prefs) { this.prefs = prefs; }
    void put(String key, String text) { prefs.edit().putString(key, text).apply(); }
    void put2(String key, String text) { put(key, text); }
    String get(String key) { return prefs.getString(key, null); }
    String get2(String key) { return get(key); }
    String get3(String key) { return get2(key); }
    void clear(String key) { prefs.edit().remove(key).apply(); }
}
