package com.tallycrate.cetp;

import android.content.Context;
import android.content.pm.PackageManager;
import android.os.Build;

/** Who may use Tallycrate's tools: the ClawSeed assistant alone on its UID, signed with its current key (7.1). */
public final class CallerCheck {
    private static final String ASSISTANT_CERT_SHA256 =
            "9c41e07a2b5d83f6c1e4a7093d5b2f8e6a1c4d7f0b3e6a9c2d5f8b1e4a7c0d3f";

    private final PackageManager packages;
    private final byte[] certificate;

    public CallerCheck(Context context) {
        packages = context.getPackageManager();
        certificate = new byte[ASSISTANT_CERT_SHA256.length() / 2];
        for (int i = 0; i < certificate.length; i++) {
            certificate[i] = (byte) Integer.parseInt(ASSISTANT_CERT_SHA256.substring(2 * i, 2 * i + 2), 16);
        }
    }

    public boolean allowed(int uid) {
        String[] names = packages.getPackagesForUid(uid);
        if (names == null || names.length != 1) {
            // no package, or a shared UID: which app is asking cannot be told
            return false;
        }
        return Build.VERSION.SDK_INT >= 28
                && packages.hasSigningCertificate(uid, certificate, PackageManager.CERT_INPUT_SHA256);
    }
}
