package com.tidepool.reef.dosing;

import android.content.pm.PackageInfo;
import android.content.pm.PackageManager;
import android.os.Build;

import com.tidepool.reef.cetp.Crypto;

import java.security.MessageDigest;

/** Checks a paired controller app against the certificate digest recorded when the user paired it. */
final class CertPin {
    private CertPin() {
    }

    private static final class Holder {
        static final CertPin INSTANCE = new CertPin();
    }

    static CertPin get() {
        return Holder.INSTANCE;
    }

    boolean matches(PackageManager pm, String pkg, String pinnedSha256) {
        if (pkg == null || pinnedSha256 == null || pinnedSha256.length() != 64) {
            return false;
        }
        byte[] pinned = Crypto.unhex(pinnedSha256);
        if (Build.VERSION.SDK_INT >= 28) {
            // current signer or any certificate of its rotation history
            return pm.hasSigningCertificate(pkg, pinned, PackageManager.CERT_INPUT_SHA256);
        }
        try {
            PackageInfo info = pm.getPackageInfo(pkg, PackageManager.GET_SIGNATURES);
            if (info.signatures == null || info.signatures.length != 1) {
                return false;
            }
            byte[] actual = Crypto.unhex(Crypto.sha256Hex(info.signatures[0].toByteArray()));
            return MessageDigest.isEqual(actual, pinned);
        } catch (PackageManager.NameNotFoundException e) {
            return false;
        }
    }
}
