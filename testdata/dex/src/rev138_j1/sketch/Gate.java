package com.trailmark.cetp;

import android.content.Context;
import android.content.pm.PackageManager;
import android.os.Build;

/**
 * Who may use Trailmark's tools: the ClawSeed assistant only. The UID must belong to exactly one package (shared
 * UIDs are refused, spec 7.1) and hold the assistant's signing certificate, rotation history included.
 */
public final class Gate {
    private static final String ASSISTANT_CERT_SHA256 =
            "a1c4e7f02b5d8e1f4a7c0d3e6f9b2c5e8a1d4f7b0c3e6a9d2f5b8c1e4a7d0f3b";

    private final PackageManager packages;
    private final byte[] certificate;

    public Gate(Context context) {
        packages = context.getPackageManager();
        certificate = unhex(ASSISTANT_CERT_SHA256);
    }

    public boolean admits(int uid) {
        String[] names = packages.getPackagesForUid(uid);
        if (names == null || names.length != 1) {
            return false;
        }
        return Build.VERSION.SDK_INT >= 28
                && packages.hasSigningCertificate(uid, certificate, PackageManager.CERT_INPUT_SHA256);
    }

    private static byte[] unhex(String hex) {
        byte[] out = new byte[hex.length() / 2];
        for (int i = 0; i < out.length; i++) {
            int high = Character.digit(hex.charAt(2 * i), 16);
            int low = Character.digit(hex.charAt(2 * i + 1), 16);
            out[i] = (byte) ((high << 4) | low);
        }
        return out;
    }
}
