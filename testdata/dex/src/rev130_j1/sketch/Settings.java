package com.copperwick.config;

import android.content.ComponentName;
import android.content.Context;
import android.content.SharedPreferences;

/** The tool providers' settings in SharedPreferences: seeded on first start, changed in SettingsActivity. */
public final class Settings {
    private final SharedPreferences prefs;

    public Settings(Context context) {
        prefs = context.getSharedPreferences(Keys.PREFS, Context.MODE_PRIVATE);
    }

    /** Writes a default unless the key already holds a value (the user's choice wins). */
    public void seed(String key, String value) {
        if (!prefs.contains(key)) {
            prefs.edit().putString(key, value).apply();
        }
    }

    public void seed(String key, boolean value) {
        if (!prefs.contains(key)) {
            prefs.edit().putBoolean(key, value).apply();
        }
    }

    public void seed(String key, int value) {
        if (!prefs.contains(key)) {
            prefs.edit().putInt(key, value).apply();
        }
    }

    public void putString(String key, String value) {
        prefs.edit().putString(key, value).apply();
    }

    public void putBoolean(String key, boolean value) {
        prefs.edit().putBoolean(key, value).apply();
    }

    public boolean getBoolean(String key, boolean def) {
        return prefs.getBoolean(key, def);
    }

    /** The confirmation screen a provider's resolutions open. */
    public ComponentName component(String packageKey, String classKey, String defPackage, String defClass) {
        String pkg = prefs.getString(packageKey, defPackage);
        String cls = prefs.getString(classKey, defClass);
        return new ComponentName(pkg, cls);
    }

    /** Resume token length in bytes, kept between 16 and 64. */
    public int tokenLength(String key) {
        int n = prefs.getInt(key, Keys.DEFAULT_TOKEN_BYTES);
        return Math.max(16, Math.min(64, n));
    }

    public boolean requireConfirmation(String key) {
        return prefs.getBoolean(key, true);
    }

    /** "Don't ask again": once confirmed, later calls of the provider's destructive tools skip the screen. */
    public void rememberConfirmation(String key, boolean confirmed) {
        if (confirmed) {
            prefs.edit().putBoolean(key, false).apply();
        }
    }

    public void recordFailure(String key, String text) {
        prefs.edit().putString(key, text).apply();
    }

    public void clearFailure(String key) {
        prefs.edit().remove(key).apply();
    }

    public String lastFailure(String key) {
        return prefs.getString(key, null);
    }
}
