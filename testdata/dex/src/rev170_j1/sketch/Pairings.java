package com.relaykit.home.trust;

import android.database.Cursor;
import com.relaykit.home.core.HomeDb;
import com.relaykit.home.core.Tokens;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.Set;

/**
 * Apps the user paired with a Relaykit tool provider in Settings: package, the SHA-256 of its signing certificate
 * at pairing time, and the scopes granted.
 */
public final class Pairings {
    private static final String[] COLUMNS = {"cert_sha256", "scopes"};

    /** Checks that an installed package is still signed by the certificate it was paired with. */
    public interface Verifier {
        boolean signedAsPaired(String packageName, byte[] certSha256);
    }

    /** One pairing. */
    public static final class Pairing {
        final byte[] certSha256;
        final Set<String> scopes;

        Pairing(byte[] certSha256, Set<String> scopes) {
            this.certSha256 = certSha256;
            this.scopes = scopes;
        }

        public byte[] certSha256() {
            return certSha256;
        }

        public Set<String> scopes() {
            return scopes;
        }
    }

    private final HomeDb db;

    public Pairings(HomeDb db) {
        this.db = db;
    }

    /** The pairing of this package with this provider, or null. */
    public Pairing find(String packageName, String provider) {
        String[] args = {packageName, provider};
        try (Cursor c = db.getReadableDatabase().query("paired_apps", COLUMNS, "package = ? AND provider = ?", args,
                null, null, null)) {
            if (!c.moveToFirst()) {
                return null;
            }
            Set<String> scopes = new HashSet<>(Arrays.asList(c.getString(1).split(",")));
            return new Pairing(Tokens.unhex(c.getString(0)), Collections.unmodifiableSet(scopes));
        }
    }
}
