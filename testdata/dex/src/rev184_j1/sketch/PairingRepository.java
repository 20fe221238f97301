package com.hearthboard.cetp;

import android.content.pm.PackageManager;
import android.database.Cursor;

import com.hearthboard.data.HearthDatabase;
import com.hearthboard.rx.Single;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/** Apps the household paired in settings: the certificate digest seen at pairing and the scopes granted. */
public final class PairingRepository {
    private final HearthDatabase database;

    public PairingRepository(HearthDatabase database) {
        this.database = database;
    }

    /** The one package of a UID; shared UIDs (several packages) are refused, as §7.1 asks. */
    public static String solePackage(PackageManager pm, int uid) {
        String[] packages = pm.getPackagesForUid(uid);
        if (packages == null) {
            throw new SecurityException("unknown uid");
        }
        String only = null;
        for (String candidate : packages) {
            if (only != null) {
                throw new SecurityException("shared uid");
            }
            only = candidate;
        }
        if (only == null) {
            throw new SecurityException("unknown uid");
        }
        return only;
    }

    public Single<String> pinnedDigest(String packageName, String provider) {
        return Single.fromCallable(() -> {
            try (Cursor c = database.getReadableDatabase().query("paired_apps", new String[] {"cert_sha256"},
                    "package = ? AND provider = ?", new String[] {packageName, provider}, null, null, null)) {
                if (!c.moveToFirst()) {
                    throw new SecurityException("not paired");
                }
                return c.getString(0);
            }
        });
    }

    public Single<Set<String>> grantedScopes(String packageName, String provider) {
        return Single.fromCallable(() -> {
            try (Cursor c = database.getReadableDatabase().query("paired_apps", new String[] {"scopes"},
                    "package = ? AND provider = ?", new String[] {packageName, provider}, null, null, null)) {
                Set<String> scopes = new HashSet<>();
                if (c.moveToFirst()) {
                    scopes.addAll(Arrays.asList(c.getString(0).split(" ")));
                }
                return scopes;
            }
        });
    }
}
