package com.verdant.garden.water;

import android.content.pm.PackageInfo;
import android.content.pm.PackageManager;
import com.verdant.garden.cetp.Caller;
import com.verdant.garden.cetp.Grants;
import java.util.Optional;
import java.util.function.Function;

/**
 * The watering provider's caller resolution: apps paired in Verdant's settings, remembered by package name. A
 * pairing lapses when the app has been updated since it was paired (the user pairs it again).
 */
public final class PairedApps implements Function<Integer, Optional<Caller>> {
    private final PackageManager pm;
    private final Grants grants;
    private final String provider;

    public PairedApps(PackageManager pm, Grants grants, String provider) {
        this.pm = pm;
        this.grants = grants;
        this.provider = provider;
    }

    @Override
    public Optional<Caller> apply(Integer uid) {
        return firstPackage(uid).flatMap(pkg -> forPackage(pkg, uid));
    }

    /** The package a UID is paired and shown under. */
    public Optional<String> firstPackage(int uid) {
        return Optional.ofNullable(pm.getPackagesForUid(uid))
                .filter(packages -> packages.length > 0)
                .map(packages -> packages[0]);
    }

    public Optional<Caller> forPackage(String packageName, int uid) {
        return grants.find(provider, packageName)
                .filter(this::unchangedSincePairing)
                .map(grant -> new Caller(uid, packageName, grant.scopes()));
    }

    private boolean unchangedSincePairing(Grants.Grant grant) {
        try {
            PackageInfo info = pm.getPackageInfo(grant.packageName(), PackageManager.GET_SIGNING_CERTIFICATES);
            return info.lastUpdateTime <= grant.pairedAt();
        } catch (PackageManager.NameNotFoundException e) {
            return false;
        }
    }
}
