package com.tidepool.reef.data;

import android.database.Cursor;

/** What the user granted in the app's settings: tank-log scopes per app, and the paired dosing controllers. */
public final class GrantStore {
    private final ReefDb db;

    public GrantStore(ReefDb db) {
        this.db = db;
    }

    public boolean holds(String pkg, int uid, String scope) {
        try (Cursor c = db.getReadableDatabase().query("grants", new String[] {"scope"},
                "package = ? AND uid = ? AND scope = ? AND expires_at > ?",
                new String[] {pkg, Integer.toString(uid), scope, Long.toString(System.currentTimeMillis())}, null,
                null, null)) {
            return c.moveToFirst();
        }
    }

    /** The certificate digest recorded when the user granted the package. */
    public String certificateFor(String pkg, int uid) {
        try (Cursor c = db.getReadableDatabase().query("grants", new String[] {"cert_sha256"},
                "package = ? AND uid = ?", new String[] {pkg, Integer.toString(uid)}, null, null, null)) {
            return c.moveToFirst() ? c.getString(0) : null;
        }
    }

    public String pairedCertificate(String pkg) {
        try (Cursor c = db.getReadableDatabase().query("paired_apps", new String[] {"cert_sha256"}, "package = ?",
                new String[] {pkg}, null, null, null)) {
            return c.moveToFirst() ? c.getString(0) : null;
        }
    }
}
