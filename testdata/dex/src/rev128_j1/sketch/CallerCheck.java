package com.quirewell.cetp;

import android.content.Context;
import android.content.pm.PackageManager;
import android.os.Build;

/** Only the ClawSeed assistant, by its signing certificate, may call the tool providers (spec 7.1). */
public final class CallerCheck {
    private static final byte[] ASSISTANT_CERT_SHA256 =
            hex("5d1f0c3a9e7b2c4d8a6f1e0b3c9d7a2e4f6b8c0d1e3a5f7b9c2d4e6f8a0b1c3d");

    private CallerCheck() {
    }

    public static boolean trusted(Context context, int uid) {
        PackageManager pm = context.getPackageManager();
        String[] packages = pm.getPackagesForUid(uid);
        if (packages == null || packages.length != 1) {
            // unknown or shared UID: which app is asking is ambiguous, so refuse
            return false;
        }
        if (Build.VERSION.SDK_INT < 28) {
            return false;
        }
        return pm.hasSigningCertificate(uid, ASSISTANT_CERT_SHA256, PackageManager.CERT_INPUT_SHA256);
    }

    private static byte[] hex(String s) {
        byte[] out = new byte[s.length() / 2];
        for (int i = 0; i < out.length; i++) {
            out[i] = (byte) Integer.parseInt(s.substring(2 * i, 2 * i + 2), 16);
        }
        return out;
    }
}
