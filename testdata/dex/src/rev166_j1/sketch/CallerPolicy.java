package com.lumenframe.studio.cetp;

import android.content.Context;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Build;
import com.lumenframe.studio.data.StudioDb;
import java.util.Arrays;
import java.util.List;

/**
 * Who may use a tool provider: apps the user paired in Settings (table paired_consumers: package, provider,
 * certificate SHA-256 at pairing time, granted scopes). Checked once per negotiate; the session is bound
 * to the UID and carries the granted scopes.
 */
public final class CallerPolicy {
    public static final class Grant {
        public final String packageName;
        public final List<String> scopes;

        Grant(String packageName, List<String> scopes) {
            this.packageName = packageName;
            this.scopes = scopes;
        }
    }

    private final Context context;
    private final String providerKey;

    public CallerPolicy(Context context, String providerKey) {
        this.context = context;
        this.providerKey = providerKey;
    }

    /**
     * The grant of the calling UID, or null. A UID must map to exactly one package (shared UIDs are refused),
     * that package must be paired for this provider, and it must still hold the signing certificate recorded
     * at pairing (hasSigningCertificate follows key rotation; older platforms are refused).
     */
    public Grant admit(int uid) {
        if (Build.VERSION.SDK_INT < 28) {
            return null;
        }
        PackageManager pm = context.getPackageManager();
        String[] packages = pm.getPackagesForUid(uid);
        if (packages == null || packages.length != 1) {
            return null;
        }
        Grant grant = null;
        for (String pkg : packages) {
            Grant paired = paired(pkg, pm);
            if (paired == null) {
                return null;
            }
            grant = paired;
        }
        return grant;
    }

    private Grant paired(String pkg, PackageManager pm) {
        SQLiteDatabase db = StudioDb.get(context).getReadableDatabase();
        String[] cols = {"cert_sha256", "scopes"};
        String[] where = {pkg, providerKey};
        try (Cursor c = db.query("paired_consumers", cols, "package = ? AND provider = ?", where, null, null, null)) {
            if (!c.moveToFirst()) {
                return null;
            }
            byte[] cert = Crypto.unhex(c.getString(0));
            if (!pm.hasSigningCertificate(pkg, cert, PackageManager.CERT_INPUT_SHA256)) {
                return null;
            }
            return new Grant(pkg, Arrays.asList(c.getString(1).split(",")));
        }
    }
}
