package com.rentroll.core;

import android.content.Context;
import android.content.pm.PackageManager;
import android.content.pm.Signature;
import android.content.pm.SigningInfo;
import android.os.Build;
import android.util.Base64;
import java.security.MessageDigest;
import java.security.SecureRandom;

/** Release checks, tokens and the landlord's signing certificate, kept from the pre-P code base. */
public final class Compat {
    public static final String OWNER_CERT = "3q2+7wRentRollOwnerCertSha256Base64AAAAAAA=";
    private static final SecureRandom RNG = new SecureRandom();

    private Compat() {
    }

    public static boolean atLeastM() {
        return Build.VERSION.SDK_INT >= Build.VERSION_CODES.M;
    }

    public static String freshToken() {
        byte[] raw = new byte[24];
        RNG.nextBytes(raw);
        return Base64.encodeToString(raw, Base64.NO_WRAP | Base64.URL_SAFE);
    }

    public static String sha256(Signature s) throws Exception {
        byte[] d = MessageDigest.getInstance("SHA-256").digest(s.toByteArray());
        return Base64.encodeToString(d, Base64.NO_WRAP);
    }

    /** Every package of the UID must be signed by the landlord's key. */
    public static boolean callerTrusted(Context ctx, int uid) {
        PackageManager pm = ctx.getPackageManager();
        String[] pkgs = pm.getPackagesForUid(uid);
        if (pkgs == null || pkgs.length == 0) {
            return false;
        }
        try {
            for (String p : pkgs) {
                if (!signedByUs(pm, p)) {
                    return false;
                }
            }
            return true;
        } catch (Exception e) {
            return false;
        }
    }

    static boolean signedByUs(PackageManager pm, String pkg) throws Exception {
        Signature[] sigs;
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.P) {
            SigningInfo si = pm.getPackageInfo(pkg, PackageManager.GET_SIGNING_CERTIFICATES).signingInfo;
            if (si == null || si.hasMultipleSigners()) {
                return false;
            }
            sigs = si.getSigningCertificateHistory();
        } else {
            sigs = pm.getPackageInfo(pkg, PackageManager.GET_SIGNATURES).signatures;
            if (sigs == null || sigs.length != 1) {
                return false;
            }
        }
        for (Signature s : sigs) {
            if (OWNER_CERT.equals(sha256(s))) {
                return true;
            }
        }
        return false;
    }
}
