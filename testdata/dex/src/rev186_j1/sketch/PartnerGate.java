package com.tallyworks.stockroom.orders;

import android.content.Context;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.util.Log;

import com.tallyworks.stockroom.data.StockDatabase;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Which apps may use the order tools: the packages the shop owner paired under Settings → Partners. */
final class PartnerGate {
    private static final String TAG = "OrdersPartners";

    /** One pairing row. */
    static final class Partner {
        private final String packageName;
        private final String scopes;
        private final boolean revoked;

        Partner(String packageName, String scopes, boolean revoked) {
            this.packageName = packageName;
            this.scopes = scopes;
            this.revoked = revoked;
        }
    }

    private final Context context;
    private final StockDatabase database;
    private final String providerId;

    PartnerGate(Context context, StockDatabase database, String providerId) {
        this.context = context;
        this.database = database;
        this.providerId = providerId;
    }

    String admit(int uid) {
        if (partnerFor(uid) != null) {
            return null;
        }
        Log.i(TAG, "not a partner: " + describe(uid));
        return "PERMISSION_DENIED";
    }

    Set<String> grantedScopes(int uid) {
        Partner partner = partnerFor(uid);
        if (partner == null) {
            return Collections.emptySet();
        }
        Set<String> scopes = new HashSet<>();
        for (String scope : partner.scopes.split(" ")) {
            if (!scope.isEmpty()) {
                scopes.add(scope);
            }
        }
        return scopes;
    }

    /** For log lines: the caller's package, or the UID when it does not map to exactly one package. */
    String describe(int uid) {
        String[] packages = context.getPackageManager().getPackagesForUid(uid);
        return packages != null && packages.length == 1 ? packages[0]
                : "uid " + uid + " (" + (packages == null ? 0 : packages.length) + " packages)";
    }

    private Partner partnerFor(int uid) {
        PackageManager pm = context.getPackageManager();
        String[] packages = pm.getPackagesForUid(uid);
        if (packages == null || packages.length == 0) {
            return null;
        }
        List<Partner> partners = partners();
        Partner found = null;
        search:
        for (String pkg : packages) {
            for (Partner partner : partners) {
                if (!partner.packageName.equals(pkg)) {
                    continue;
                }
                if (partner.revoked) {
                    continue search;
                }
                found = partner;
                break search;
            }
        }
        return found;
    }

    private List<Partner> partners() {
        List<Partner> out = new ArrayList<>();
        Cursor c = database.getReadableDatabase().query("partners", new String[] {"package", "scopes", "revoked"},
                "provider = ? AND enabled = 1", new String[] {providerId}, null, null, null);
        try {
            while (c.moveToNext()) {
                out.add(new Partner(c.getString(0), c.getString(1), c.getInt(2) != 0));
            }
        } finally {
            c.close();
        }
        return out;
    }
}
