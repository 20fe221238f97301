package com.tallowbrook.salon.clients;

import android.content.pm.PackageInfo;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.util.Log;
import com.tallowbrook.salon.core.Caller;
import com.tallowbrook.salon.core.SalonDb;
import java.util.LinkedHashSet;
import java.util.Set;

/** Who may use the clients provider: a UID with exactly one package, paired with this provider in Settings. */
final class ClientGate {
    private static final String TAG = "SalonClients";

    private final PackageManager pm;
    private final SalonDb db;
    private final String providerId;

    ClientGate(PackageManager pm, SalonDb db, String providerId) {
        this.pm = pm;
        this.db = db;
        this.providerId = providerId;
    }

    /** The single package behind a UID, or none for unknown and shared UIDs. */
    static final class Resolution {
        final int uid;
        final String packageName;

        Resolution(int uid, String packageName) {
            this.uid = uid;
            this.packageName = packageName;
        }

        static Resolution of(int uid, String[] packages) {
            if (packages == null || packages.length != 1) {
                return new Resolution(uid, null);
            }
            return new Resolution(uid, packages[0]);
        }
    }

    Caller resolve(int uid) {
        Resolution resolution = Resolution.of(uid, pm.getPackagesForUid(uid));
        if (resolution.packageName == null) {
            return Caller.refused(uid);
        }
        Set<String> scopes = pairedScopes(resolution.packageName);
        if (scopes.isEmpty()) {
            return Caller.refused(uid);
        }
        try {
            PackageInfo info = pm.getPackageInfo(resolution.packageName, PackageManager.GET_SIGNING_CERTIFICATES);
            Log.i(TAG, "serving " + resolution.packageName + " " + info.versionName);
        } catch (PackageManager.NameNotFoundException e) {
            return Caller.refused(uid);
        }
        return Caller.of(uid, resolution.packageName, scopes);
    }

    private Set<String> pairedScopes(String packageName) {
        Set<String> scopes = new LinkedHashSet<>();
        Cursor c = db.getReadableDatabase().query("paired_apps", new String[] {"scopes"},
                "package = ? AND provider_id = ?", new String[] {packageName, providerId}, null, null, null);
        try {
            if (c.moveToFirst()) {
                for (String scope : c.getString(0).split(",")) {
                    if (!scope.isEmpty()) {
                        scopes.add(scope);
                    }
                }
            }
        } finally {
            c.close();
        }
        return scopes;
    }
}
