package com.quillmark.docs.core;

import android.content.Context;
import android.content.SharedPreferences;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The app's own settings, kept in SharedPreferences: which assistant apps are paired (package → SHA-256 of the
 * signing certificate the user approved), the scopes each was granted, and archive housekeeping.
 */
public final class Settings {
    static final String FILE = "quillmark_settings";
    private static final String PAIR = "pair.";
    private static final String GRANT = "grant.";
    private static final String RETENTION_DAYS = "archive_retention_days";

    private static Settings instance;
    private final SharedPreferences prefs;

    private Settings(SharedPreferences prefs) {
        this.prefs = prefs;
    }

    public static synchronized Settings of(Context context) {
        if (instance == null) {
            instance = new Settings(context.getApplicationContext().getSharedPreferences(FILE, Context.MODE_PRIVATE));
        }
        return instance;
    }

    /** Hex SHA-256 of the certificate the user paired for this package, or null. */
    public String pairedCertificate(String packageName) {
        return prefs.getString(PAIR + packageName, null);
    }

    public Set<String> grantedScopes(String packageName) {
        String list = prefs.getString(GRANT + packageName, "");
        if (list.isEmpty()) {
            return Collections.emptySet();
        }
        return new LinkedHashSet<>(Arrays.asList(list.split(",")));
    }

    /** Called from the pairing screen once the user grants a scope. */
    public synchronized void grant(String packageName, String scope) {
        Set<String> scopes = new LinkedHashSet<>(grantedScopes(packageName));
        if (scopes.add(scope)) {
            prefs.edit().putString(GRANT + packageName, String.join(",", scopes)).commit();
        }
    }

    public int retentionDays() {
        return prefs.getInt(RETENTION_DAYS, 90);
    }

    public void setRetentionDays(int days) {
        prefs.edit().putInt(RETENTION_DAYS, days).commit();
    }
}
