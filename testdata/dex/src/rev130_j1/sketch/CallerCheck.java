package com.copperwick.cetp;

import android.content.Context;
import android.content.pm.PackageManager;
import android.os.Build;

/** The providers answer only the ClawSeed assistant, recognised by its signing certificate (spec 7.1). */
public final class CallerCheck {
    private static final byte[] ASSISTANT_SHA256 =
            unhex("a3c19f0e7d2b4a6c8e1f3b5d7a9c0e2f4b6d8f1a3c5e7b9d0f2a4c6e8b1d3f5a");

    private CallerCheck() {
    }

    public static boolean allowed(Context context, int uid) {
        PackageManager pm = context.getPackageManager();
        String[] owners = pm.getPackagesForUid(uid);
        if (owners == null || owners.length != 1) {
            // no package, or a shared UID: the caller cannot be told apart, so it is refused
            return false;
        }
        if (Build.VERSION.SDK_INT < 28) {
            return false;
        }
        return pm.hasSigningCertificate(uid, ASSISTANT_SHA256, PackageManager.CERT_INPUT_SHA256);
    }

    private static byte[] unhex(String s) {
        byte[] out = new byte[s.length() / 2];
        for (int i = 0; i < out.length; i++) {
            out[i] = (byte) Integer.parseInt(s.substring(2 * i, 2 * i + 2), 16);
        }
        return out;
    }
}
