package com.larderly.app.cetp;

import android.content.pm.PackageManager;
import android.database.Cursor;
import com.larderly.app.data.AppDatabase;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * Paired consumer apps. A UID is admitted only when it maps to exactly one package, that package is paired, the pairing
 * has not expired, and the package still carries the paired signing certificate.
 */
public final class CallerRegistry {
    private final AppDatabase database;
    private final PackageManager packages;

    public CallerRegistry(AppDatabase database, PackageManager packages) {
        this.database = database;
        this.packages = packages;
    }

    public static final class Caller {
        public final int uid;
        public final String packageName;
        public final Set<String> scopes;
        public final boolean allowed;

        Caller(int uid, String packageName, Set<String> scopes, boolean allowed) {
            this.uid = uid;
            this.packageName = packageName;
            this.scopes = scopes;
            this.allowed = allowed;
        }

        public boolean holds(String scope) {
            return allowed && scopes.contains(scope);
        }

        public boolean holdsAll(String[] wanted) {
            for (String scope : wanted) {
                if (!holds(scope)) {
                    return false;
                }
            }
            return true;
        }

        static Caller refused(int uid) {
            return new Caller(uid, null, new HashSet<String>(), false);
        }
    }

    public Caller resolve(int uid) {
        String[] names = packages.getPackagesForUid(uid);
        if (names == null) {
            return Caller.refused(uid);
        }
        String only = null;
        for (String name : names) {
            if (only != null) {
                return Caller.refused(uid);
            }
            only = name;
        }
        if (only == null) {
            return Caller.refused(uid);
        }
        Cursor c = database.getReadableDatabase().query("grants", new String[] {"cert_sha256", "scopes", "expires_at"},
                "package = ?", new String[] {only}, null, null, null);
        String cert;
        String scopes;
        try {
            if (!c.moveToFirst() || c.getLong(2) <= System.currentTimeMillis()) {
                return Caller.refused(uid);
            }
            cert = c.getString(0);
            scopes = c.getString(1);
        } finally {
            c.close();
        }
        if (!packages.hasSigningCertificate(only, Tokens.unhex(cert), PackageManager.CERT_INPUT_SHA256)) {
            return Caller.refused(uid);
        }
        return new Caller(uid, only, new HashSet<String>(Arrays.asList(scopes.split(","))), true);
    }
}
