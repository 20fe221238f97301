package com.tallyspring.budget.data;

import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/** Apps the user paired with a tool provider in Settings › Assistants (table paired_apps). */
public final class Pairings {
    public static final class Pairing {
        public final String packageName;
        public final String certSha256;
        public final Set<String> scopes;
        public final long pairedAtMs;

        Pairing(String packageName, String certSha256, Set<String> scopes, long pairedAtMs) {
            this.packageName = packageName;
            this.certSha256 = certSha256;
            this.scopes = scopes;
            this.pairedAtMs = pairedAtMs;
        }
    }

    private static final String[] COLUMNS = {"package", "cert_sha256", "scopes", "paired_at"};

    private final LedgerDb db;

    public Pairings(LedgerDb db) {
        this.db = db;
    }

    public Optional<Pairing> find(String packageName, String provider) {
        SQLiteDatabase d = db.getReadableDatabase();
        String[] args = {packageName, provider};
        try (Cursor c = d.query("paired_apps", COLUMNS, "package = ? AND provider = ?", args, null, null, null)) {
            if (!c.moveToFirst()) {
                return Optional.empty();
            }
            return Optional.of(new Pairing(c.getString(0), c.getString(1), scopeList(c.getString(2)),
                    c.getLong(3)));
        }
    }

    /** Parses the comma-separated scope list stored with a pairing. */
    static Set<String> scopeList(String csv) {
        Predicate<String> blank = String::isEmpty;
        return Arrays.stream(csv.split(","))
                .map(String::trim)
                .filter(blank.negate())
                .collect(Collectors.toSet());
    }
}
