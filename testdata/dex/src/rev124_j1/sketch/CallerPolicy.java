package com.scanbox.cetp;

import android.content.pm.PackageManager;
import android.os.Build;

/** Only the household's assistant app, recognised by its signing certificate, may call the tools. */
public final class CallerPolicy {
    private static final String ASSISTANT_CERT_SHA256 =
            "3c9d1f0e8a2b47c6d5e4f30112a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1";

    private final PackageManager packages;

    public CallerPolicy(PackageManager packages) {
        this.packages = packages;
    }

    public boolean isTrusted(int uid) {
        if (Build.VERSION.SDK_INT < Build.VERSION_CODES.P) {
            return false;
        }
        return packages.hasSigningCertificate(uid, fromHex(ASSISTANT_CERT_SHA256), PackageManager.CERT_INPUT_SHA256);
    }

    private static byte[] fromHex(String hex) {
        byte[] out = new byte[hex.length() / 2];
        for (int i = 0; i < out.length; i++) {
            int high = Character.digit(hex.charAt(2 * i), 16);
            int low = Character.digit(hex.charAt(2 * i + 1), 16);
            out[i] = (byte) ((high << 4) | low);
        }
        return out;
    }
}
