package com.kiteframe.auth;

import android.content.pm.PackageManager;
import android.database.Cursor;
import android.os.Build;
import com.kiteframe.data.KiteDb;
import com.kiteframe.ops.Digests;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Scope grants the user gave to consumer apps, bound to package, signing certificate and calling uid. */
public final class ConsumerGrants {
    private final KiteDb db;
    private final PackageManager pm;

    public ConsumerGrants(KiteDb db, PackageManager pm) {
        this.db = db;
        this.pm = pm;
    }

    public boolean allows(String callingPackage, int callingUid, List<String> scopes) {
        if (callingPackage == null || Build.VERSION.SDK_INT < 28) {
            return false;
        }
        Set<String> granted = new HashSet<>();
        Cursor c = db.getReadableDatabase().query("grants", new String[] {"scope", "cert_sha256"}, "package = ?",
                new String[] {callingPackage}, null, null, null);
        try {
            while (c.moveToNext()) {
                byte[] cert = Digests.fromHex(c.getString(1));
                if (pm.hasSigningCertificate(callingUid, cert, PackageManager.CERT_INPUT_SHA256)) {
                    granted.add(c.getString(0));
                }
            }
        } finally {
            c.close();
        }
        return !scopes.isEmpty() && granted.containsAll(scopes);
    }
}
