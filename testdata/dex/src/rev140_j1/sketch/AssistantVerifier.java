package com.hearthlink.security;

import android.content.pm.PackageInfo;
import android.content.pm.PackageManager;
import android.util.Log;
import java.util.function.IntFunction;

/**
 * The caller must be an installed ClawSeed assistant that speaks CETP v2 (version code at least minVersion), signed
 * with the assistant's certificate.
 */
public final class AssistantVerifier implements CallerVerifier {
    private static final String TAG = "AssistantVerifier";

    private final PackageManager pm;
    private final IntFunction<String> packageOf;
    private final String pinnedSha256;
    private final long minVersion;

    public AssistantVerifier(PackageManager pm, IntFunction<String> packageOf, String pinnedSha256,
            long minVersion) {
        this.pm = pm;
        this.packageOf = packageOf;
        this.pinnedSha256 = pinnedSha256;
        this.minVersion = minVersion;
    }

    @Override
    public boolean admits(int uid) {
        String pkg = packageOf.apply(uid);
        if (pkg == null) {
            return false;
        }
        PackageInfo info;
        try {
            info = pm.getPackageInfo(pkg, PackageManager.GET_SIGNATURES);
        } catch (PackageManager.NameNotFoundException e) {
            return false;
        }
        if (info.getLongVersionCode() < minVersion) {
            Log.w(TAG, pkg + " is older than the first assistant build that speaks CETP v2");
            return false;
        }
        return true;
    }
}
