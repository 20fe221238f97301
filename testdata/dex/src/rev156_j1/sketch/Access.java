package com.brightfold.pantry.cetp;

import android.content.Context;
import android.content.pm.PackageManager;
import android.os.Build;
import com.brightfold.pantry.data.PantryDb;
import java.util.Optional;

/** Caller checks: the caller UID's package, and whether that package holds a grant for a scope. */
public final class Access {
    private final Context context;
    private final PantryDb db;

    public Access(Context context, PantryDb db) {
        this.context = context;
        this.db = db;
    }

    /** The package the pantry provider checks grants for. */
    public Optional<String> firstPackage(int uid) {
        return Optional.ofNullable(context.getPackageManager().getPackagesForUid(uid))
                .filter(pkgs -> pkgs.length > 0)
                .map(pkgs -> pkgs[0]);
    }

    /** The package the shopping provider checks grants for; a shared UID has none. */
    public Optional<String> solePackage(int uid) {
        return Optional.ofNullable(context.getPackageManager().getPackagesForUid(uid))
                .filter(pkgs -> pkgs.length == 1)
                .map(pkgs -> pkgs[0]);
    }

    public boolean granted(String pkg, String scope) {
        long now = System.currentTimeMillis();
        return db.grantFor(pkg)
                .filter(g -> g.expiresAt() > now)
                .filter(g -> g.covers(scope))
                .map(g -> signedBy(pkg, g.certSha256()))
                .orElse(false);
    }

    private boolean signedBy(String pkg, byte[] certSha256) {
        return Build.VERSION.SDK_INT >= 28
                && context.getPackageManager().hasSigningCertificate(pkg, certSha256, PackageManager.CERT_INPUT_SHA256);
    }
}
