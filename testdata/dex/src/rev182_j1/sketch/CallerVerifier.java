package com.ridgeway.doorhub.cetp;

import android.content.pm.PackageManager;
import android.database.Cursor;
import android.os.Binder;

import com.ridgeway.doorhub.data.DoorhubDatabase;

import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.Set;

/**
 * Who is calling: the UID's packages (all of them; a shared UID is refused), the pairing row the user created for
 * that package and provider, and the signing certificate recorded at pairing, checked against the installed one.
 */
public class CallerVerifier {
    private final DoorhubDatabase database;
    private final PackageManager packageManager;

    public CallerVerifier(DoorhubDatabase database, PackageManager packageManager) {
        this.database = database;
        this.packageManager = packageManager;
    }

    public static final class Caller {
        public final int uid;
        public final String packageName;
        public final Set<String> scopes;

        Caller(int uid, String packageName, Set<String> scopes) {
            this.uid = uid;
            this.packageName = packageName;
            this.scopes = Collections.unmodifiableSet(scopes);
        }

        public boolean holdsAll(Iterable<String> wanted) {
            for (String scope : wanted) {
                if (!scopes.contains(scope)) {
                    return false;
                }
            }
            return true;
        }
    }

    /** For entry points other than call(): reads the Binder UID itself, on the Binder thread. */
    public Caller requireCaller(String provider) {
        Caller caller = resolve(Binder.getCallingUid(), provider);
        if (caller == null) {
            throw new SecurityException("caller is not paired with " + provider);
        }
        return caller;
    }

    public Caller resolve(int uid, String provider) {
        String[] packages = packageManager.getPackagesForUid(uid);
        if (packages == null) {
            return null;
        }
        String only = null;
        for (String candidate : packages) {
            if (only != null) {
                return null; // shared UID: ambiguous mapping, refused
            }
            only = candidate;
        }
        if (only == null) {
            return null;
        }
        try (Cursor row = database.getReadableDatabase().query("paired_apps", new String[] {"cert_sha256", "scopes"},
                "provider = ? AND package = ?", new String[] {provider, only}, null, null, null)) {
            if (!row.moveToFirst()) {
                return null;
            }
            byte[] pairedCertificate = Tokens.fromHex(row.getString(0));
            if (!packageManager.hasSigningCertificate(only, pairedCertificate, PackageManager.CERT_INPUT_SHA256)) {
                return null;
            }
            return new Caller(uid, only, new HashSet<>(Arrays.asList(row.getString(1).split(" "))));
        }
    }
}
