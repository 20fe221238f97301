package com.sg;

import android.content.pm.PackageInfo;
import android.content.pm.PackageManager;
import android.os.Build;
import java.security.MessageDigest;
import java.util.Arrays;

/** How the two providers check that their caller is the assistant app. */
final class Verifiers {
    static final byte[] ASSISTANT = new byte[32];

    private Verifiers() {
    }

    static byte[] sha256(byte[] data) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(data);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The notes provider's check: the signing certificate on API 28+, the legacy array only below it. */
    static boolean current(PackageManager pm, String pkg) {
        if (Build.VERSION.SDK_INT >= 28) {
            return pm.hasSigningCertificate(pkg, ASSISTANT, PackageManager.CERT_INPUT_SHA256);
        }
        return OldDevices.firstSigner(pm, pkg);
    }
}

/** Below API 28 there is nothing but the legacy array. */
final class OldDevices {
    private OldDevices() {
    }

    static boolean firstSigner(PackageManager pm, String pkg) {
        try {
            PackageInfo info = pm.getPackageInfo(pkg, PackageManager.GET_SIGNATURES);
            return info.signatures != null && Arrays.equals(Verifiers.sha256(info.signatures[0].toByteArray()), Verifiers.ASSISTANT);
        } catch (PackageManager.NameNotFoundException e) {
            return false;
        }
    }
}

/** The photos provider's check: the legacy array on every release. */
final class LegacyOnly {
    private LegacyOnly() {
    }

    static boolean signer(PackageManager pm, String pkg) {
        try {
            PackageInfo info = pm.getPackageInfo(pkg, PackageManager.GET_SIGNATURES);
            return info.signatures != null && Arrays.equals(Verifiers.sha256(info.signatures[0].toByteArray()), Verifiers.ASSISTANT);
        } catch (PackageManager.NameNotFoundException e) {
            return false;
        }
    }
}
