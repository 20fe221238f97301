package com.quillbin.cetp;

import android.content.Context;
import android.content.pm.PackageManager;
import android.os.Build;

/**
 * Only the ClawSeed assistant may use Quillbin's tools: a UID that maps to exactly one package, and that package
 * holds the assistant's current signing certificate (spec 7.1).
 */
public final class CallerPolicy {
    private static final String ASSISTANT_SHA256 =
            "3f9a0c6e81b24d7f95e3a1c08b6d2f4e7a9c1b3d5e7f90a2c4e6b8d0f1a3c5e7";

    private final PackageManager pm;
    private final byte[] digest;

    public CallerPolicy(Context context) {
        pm = context.getPackageManager();
        digest = new byte[ASSISTANT_SHA256.length() / 2];
        for (int i = 0; i < digest.length; i++) {
            digest[i] = (byte) Integer.parseInt(ASSISTANT_SHA256.substring(i * 2, i * 2 + 2), 16);
        }
    }

    public boolean permits(int uid) {
        String[] owners = pm.getPackagesForUid(uid);
        if (owners == null || owners.length != 1) {
            // unknown UID or a shared UID: the caller cannot be named, so it is refused
            return false;
        }
        if (Build.VERSION.SDK_INT < 28) {
            return false;
        }
        return pm.hasSigningCertificate(uid, digest, PackageManager.CERT_INPUT_SHA256);
    }
}
