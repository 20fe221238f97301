package com.tallyspring.budget.bills;

import android.content.Context;
import android.content.pm.PackageInfo;
import android.content.pm.PackageManager;
import android.util.Log;
import com.tallyspring.budget.cetp.CallerGrant;
import com.tallyspring.budget.cetp.CallerPolicy;
import com.tallyspring.budget.data.Pairings;
import java.util.Collections;
import java.util.Optional;

/**
 * The bills provider's caller policy: the calling app must be paired with the bills provider, and must not have
 * been reinstalled since it was paired (a reinstall has to be paired again).
 */
final class PairedPackagePolicy implements CallerPolicy {
    private static final String TAG = "TallyPolicy";

    private final Context context;
    private final Pairings pairings;
    private final String provider;

    PairedPackagePolicy(Context context, Pairings pairings, String provider) {
        this.context = context;
        this.pairings = pairings;
        this.provider = provider;
    }

    @Override
    public Optional<CallerGrant> admit(int uid) {
        PackageManager pm = context.getPackageManager();
        return Optional.ofNullable(pm.getPackagesForUid(uid))
                .filter(packages -> packages.length > 0)
                .map(packages -> packages[0])
                .flatMap(pkg -> pairings.find(pkg, provider))
                .filter(p -> installedBefore(pm, p.packageName, p.pairedAtMs))
                .map(p -> CallerGrant.of(uid, Collections.singleton(p.packageName), p.scopes));
    }

    /** The package's install predates its pairing. */
    private static boolean installedBefore(PackageManager pm, String pkg, long pairedAtMs) {
        try {
            PackageInfo info = pm.getPackageInfo(pkg, PackageManager.GET_SIGNING_CERTIFICATES);
            return info.firstInstallTime <= pairedAtMs;
        } catch (PackageManager.NameNotFoundException e) {
            Log.w(TAG, "paired package is gone: " + pkg);
            return false;
        }
    }
}
