package com.tallyworks.stockroom.inventory;

import android.content.Context;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.os.Build;
import android.util.Log;

import com.tallyworks.stockroom.cetp.Tokens;
import com.tallyworks.stockroom.data.StockDatabase;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Who may use the inventory tools: the UID must map to exactly one package, that package must be paired (and not
 * revoked) for this provider, and it must currently be signed with the pinned certificate.
 */
final class InventoryCallerCheck {
    private static final String TAG = "InventoryCaller";

    /** One row of the pairing table, as the settings screen wrote it. */
    static final class Pairing {
        private final String packageName;
        private final String certSha256;
        private final String scopes;
        private final boolean revoked;

        Pairing(String packageName, String certSha256, String scopes, boolean revoked) {
            this.packageName = packageName;
            this.certSha256 = certSha256;
            this.scopes = scopes;
            this.revoked = revoked;
        }
    }

    private final Context context;
    private final StockDatabase database;
    private final String providerId;

    InventoryCallerCheck(Context context, StockDatabase database, String providerId) {
        this.context = context;
        this.database = database;
        this.providerId = providerId;
    }

    /** Null when the UID is an admitted partner, else PERMISSION_DENIED. */
    String admit(int uid) {
        return verifiedPairing(uid) != null ? null : "PERMISSION_DENIED";
    }

    Set<String> grantedScopes(int uid) {
        Pairing pairing = verifiedPairing(uid);
        if (pairing == null) {
            return Collections.emptySet();
        }
        Set<String> scopes = new HashSet<>();
        for (String scope : pairing.scopes.split(" ")) {
            if (!scope.isEmpty()) {
                scopes.add(scope);
            }
        }
        return scopes;
    }

    private Pairing verifiedPairing(int uid) {
        PackageManager pm = context.getPackageManager();
        String[] packages = pm.getPackagesForUid(uid);
        if (packages == null || packages.length == 0) {
            return null;
        }
        if (packages.length > 1) {
            Log.i(TAG, "refusing shared uid " + uid + " (" + packages.length + " packages)");
            return null;
        }
        List<Pairing> pairings = pairings();
        Pairing found = null;
        search:
        for (String pkg : packages) {
            for (Pairing pairing : pairings) {
                if (!pairing.packageName.equals(pkg)) {
                    continue;
                }
                if (pairing.revoked) {
                    continue search;
                }
                found = pairing;
                break search;
            }
        }
        if (found == null || !signedWithPinnedCertificate(pm, found)) {
            return null;
        }
        return found;
    }

    private static boolean signedWithPinnedCertificate(PackageManager pm, Pairing pairing) {
        byte[] pinned = Tokens.unhex(pairing.certSha256);
        if (pinned == null || pinned.length != 32) {
            return false;
        }
        // partner integrations need Android 9: hasSigningCertificate also follows key rotation
        return Build.VERSION.SDK_INT >= 28
                && pm.hasSigningCertificate(pairing.packageName, pinned, PackageManager.CERT_INPUT_SHA256);
    }

    private List<Pairing> pairings() {
        List<Pairing> out = new ArrayList<>();
        Cursor c = database.getReadableDatabase().query("partners",
                new String[] {"package", "cert_sha256", "scopes", "revoked"}, "provider = ? AND enabled = 1",
                new String[] {providerId}, null, null, null);
        try {
            while (c.moveToNext()) {
                out.add(new Pairing(c.getString(0), c.getString(1), c.getString(2), c.getInt(3) != 0));
            }
        } finally {
            c.close();
        }
        return out;
    }
}
