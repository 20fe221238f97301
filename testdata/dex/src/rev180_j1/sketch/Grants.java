package com.verdant.garden.cetp;

import android.database.Cursor;
import com.verdant.garden.data.GardenDatabase;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/** Pairings the user made in Verdant's settings: which app may use which provider's scopes, until when. */
public final class Grants {
    private final GardenDatabase helper;

    public Grants(GardenDatabase helper) {
        this.helper = helper;
    }

    public Optional<Grant> find(String provider, String packageName) {
        try (Cursor c = helper.getReadableDatabase().query("grants",
                new String[] {"uid", "cert_sha256", "scopes", "paired_at"},
                "provider = ? AND package = ? AND expires_at > ?",
                new String[] {provider, packageName, String.valueOf(System.currentTimeMillis())},
                null, null, null)) {
            if (!c.moveToFirst()) {
                return Optional.empty();
            }
            Set<String> scopes = Arrays.stream(c.getString(2).split(","))
                    .map(String::trim)
                    .filter(s -> !s.isEmpty())
                    .collect(Collectors.toSet());
            return Optional.of(new Grant(c.getInt(0), packageName, c.getString(1), scopes, c.getLong(3)));
        }
    }

    /** One pairing row; immutable. */
    public static final class Grant {
        private final int uid;
        private final String packageName;
        private final String certSha256;
        private final Set<String> scopes;
        private final long pairedAt;

        Grant(int uid, String packageName, String certSha256, Set<String> scopes, long pairedAt) {
            this.uid = uid;
            this.packageName = packageName;
            this.certSha256 = certSha256;
            this.scopes = scopes;
            this.pairedAt = pairedAt;
        }

        public int uid() {
            return uid;
        }

        public String packageName() {
            return packageName;
        }

        public String certSha256() {
            return certSha256;
        }

        public Set<String> scopes() {
            return scopes;
        }

        public long pairedAt() {
            return pairedAt;
        }
    }
}
