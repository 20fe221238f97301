package com.fernhill.stockroom.core;

import android.content.pm.PackageManager;
import android.database.Cursor;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Which scopes a calling UID holds for a provider: the UID must map to exactly one package, paired with that
 * provider in Settings, and still signed with the paired certificate.
 */
public final class CallerGate {
    private final PackageManager pm;
    private final StockDb db;

    CallerGate(PackageManager pm, StockDb db) {
        this.pm = pm;
        this.db = db;
    }

    public Set<String> admit(int uid, String providerId) {
        String[] packages = pm.getPackagesForUid(uid);
        if (packages == null || packages.length != 1) {
            return Collections.emptySet();
        }
        Set<String> scopes = new LinkedHashSet<>();
        for (String pkg : packages) {
            Cursor c = db.getReadableDatabase().query("paired_apps", new String[] {"cert_sha256", "scopes"},
                    "package = ? AND provider_id = ?", new String[] {pkg, providerId}, null, null, null);
            try {
                if (!c.moveToFirst()) {
                    return Collections.emptySet();
                }
                byte[] cert = Tokens.unhex(c.getString(0));
                if (!pm.hasSigningCertificate(pkg, cert, PackageManager.CERT_INPUT_SHA256)) {
                    return Collections.emptySet();
                }
                for (String scope : c.getString(1).split(",")) {
                    if (!scope.isEmpty()) {
                        scopes.add(scope);
                    }
                }
            } finally {
                c.close();
            }
        }
        return scopes;
    }
}
