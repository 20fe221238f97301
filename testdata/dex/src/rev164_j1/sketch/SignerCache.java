package com.tidepool.reef.tanklog;

import android.content.pm.PackageInfo;
import android.content.pm.PackageManager;
import android.content.pm.Signature;

import com.tidepool.reef.cetp.Crypto;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/** Certificate digests of caller packages, computed once per process. */
final class SignerCache {
    private final Map<String, Set<String>> digests = new HashMap<String, Set<String>>();

    private SignerCache() {
    }

    private static final class Holder {
        static final SignerCache INSTANCE = new SignerCache();
    }

    static SignerCache get() {
        return Holder.INSTANCE;
    }

    /** Whether the package is signed with the certificate whose SHA-256 the grant recorded. */
    synchronized boolean signedBy(PackageManager pm, String pkg, String pinnedSha256) {
        if (pinnedSha256 == null) {
            return false;
        }
        Set<String> known = digests.get(pkg);
        if (known == null) {
            known = load(pm, pkg);
            if (known == null) {
                return false;
            }
            digests.put(pkg, known);
        }
        return known.contains(pinnedSha256);
    }

    private static Set<String> load(PackageManager pm, String pkg) {
        try {
            PackageInfo info = pm.getPackageInfo(pkg, PackageManager.GET_SIGNATURES);
            Set<String> out = new HashSet<String>();
            for (Signature signature : info.signatures) {
                out.add(Crypto.sha256Hex(signature.toByteArray()));
            }
            return out;
        } catch (PackageManager.NameNotFoundException e) {
            return null;
        }
    }
}
