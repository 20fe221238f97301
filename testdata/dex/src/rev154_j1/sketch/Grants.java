package com.halyard.vault.cetp;

import android.content.Context;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.os.Build;
import com.halyard.vault.jobs.VaultDb;
import java.util.Arrays;

/**
 * The scopes the user granted to assistant apps ("Connected assistants" in the settings screen), each grant bound to a
 * package and the SHA-256 of its signing certificate.
 */
public final class Grants {
    private static final String[] COLUMNS = {"cert_sha256", "scopes", "expires_at"};

    private final Context context;
    private final VaultDb db;

    public Grants(Context context, VaultDb db) {
        this.context = context;
        this.db = db;
    }

    public boolean allows(Caller caller, String scope) {
        if (caller.pkg == null) {
            return false;
        }
        try (Cursor cursor = db.getReadableDatabase().query("grants", COLUMNS, "package = ?",
                new String[] {caller.pkg}, null, null, null, null)) {
            while (cursor.moveToNext()) {
                if (cursor.getLong(2) <= System.currentTimeMillis()) {
                    continue;
                }
                if (!Arrays.asList(cursor.getString(1).split(" ")).contains(scope)) {
                    continue;
                }
                if (signedWith(caller.pkg, cursor.getString(0))) {
                    return true;
                }
            }
        }
        return false;
    }

    private boolean signedWith(String pkg, String certSha256) {
        if (Build.VERSION.SDK_INT < 28) {
            // no rotation-aware certificate check before Android 9: no grant is honoured there
            return false;
        }
        return context.getPackageManager().hasSigningCertificate(pkg, Digests.unhex(certSha256),
                PackageManager.CERT_INPUT_SHA256);
    }
}
