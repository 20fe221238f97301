package com.greenwick.garden.security;

import android.content.pm.PackageManager;
import android.os.Bundle;
import java.util.Arrays;
import java.util.List;

/** Identity from the package manager: the packages of the UID, refused when there is none or more than one. */
public final class UidIdentityResolver implements IdentityResolver {
    private final PackageManager pm;

    public UidIdentityResolver(PackageManager pm) {
        this.pm = pm;
    }

    @Override
    public Caller resolve(int uid, Bundle extras) {
        String[] packages = pm.getPackagesForUid(uid);
        if (packages == null || packages.length != 1) {
            return null;
        }
        List<String> all = Arrays.asList(packages);
        String declared = extras.getString("caller_package");
        if (declared != null && !all.contains(declared)) {
            return null;
        }
        return new Caller(uid, all);
    }
}
