package com.tallowbrook.salon.bookings;

import android.content.pm.PackageManager;
import android.database.Cursor;
import com.tallowbrook.salon.core.Caller;
import com.tallowbrook.salon.core.SalonDb;
import com.tallowbrook.salon.core.Tokens;
import java.util.LinkedHashSet;
import java.util.Set;

/** Who may use the bookings provider: an app paired in Settings and still signed with the paired certificate. */
final class BookingGate {
    private final PackageManager pm;
    private final SalonDb db;
    private final String providerId;

    BookingGate(PackageManager pm, SalonDb db, String providerId) {
        this.pm = pm;
        this.db = db;
        this.providerId = providerId;
    }

    /** The package a UID is checked as. */
    static final class Candidate {
        final int uid;
        final String packageName;

        Candidate(int uid, String packageName) {
            this.uid = uid;
            this.packageName = packageName;
        }

        static Candidate from(int uid, String[] packages) {
            if (packages == null || packages.length == 0) {
                return new Candidate(uid, null);
            }
            return new Candidate(uid, packages[0]);
        }
    }

    Caller admit(int uid) {
        Candidate candidate = Candidate.from(uid, pm.getPackagesForUid(uid));
        if (candidate.packageName == null) {
            return Caller.refused(uid);
        }
        Cursor c = db.getReadableDatabase().query("paired_apps", new String[] {"cert_sha256", "scopes"},
                "package = ? AND provider_id = ?", new String[] {candidate.packageName, providerId}, null, null, null);
        try {
            if (!c.moveToFirst() || c.isNull(0)) {
                return Caller.refused(uid);
            }
            byte[] cert = Tokens.unhex(c.getString(0));
            if (!pm.hasSigningCertificate(candidate.packageName, cert, PackageManager.CERT_INPUT_SHA256)) {
                return Caller.refused(uid);
            }
            Set<String> scopes = new LinkedHashSet<>();
            for (String scope : c.getString(1).split(",")) {
                if (!scope.isEmpty()) {
                    scopes.add(scope);
                }
            }
            return Caller.of(uid, candidate.packageName, scopes);
        } finally {
            c.close();
        }
    }
}
