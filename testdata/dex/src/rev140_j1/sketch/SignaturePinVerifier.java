package com.hearthlink.security;

import android.content.pm.PackageInfo;
import android.content.pm.PackageManager;
import android.content.pm.Signature;
import com.hearthlink.cetp.Call;
import java.util.function.IntFunction;

/** The caller's package must be signed with the pinned certificate (SHA-256 of the encoded certificate, hex). */
public final class SignaturePinVerifier implements CallerVerifier {
    private final PackageManager pm;
    private final IntFunction<String> packageOf;
    private final String pinnedSha256;

    public SignaturePinVerifier(PackageManager pm, IntFunction<String> packageOf, String pinnedSha256) {
        this.pm = pm;
        this.packageOf = packageOf;
        this.pinnedSha256 = pinnedSha256;
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
        if (info.signatures == null) {
            return false;
        }
        for (Signature signature : info.signatures) {
            if (pinnedSha256.equals(Call.sha256Hex(signature.toByteArray()))) {
                return true;
            }
        }
        return false;
    }
}
