package com.lumenhaus.cetp;

import android.content.pm.PackageManager;
import android.os.Build;

/** The caller's UID must hold the pinned signing certificate (rotation history included). */
public final class SignerRule implements CallerRule {
    private final PackageManager mPackageManager;
    private final byte[] mCertificate;

    public SignerRule(PackageManager packageManager, String sha256Hex) {
        mPackageManager = packageManager;
        mCertificate = fromHex(sha256Hex);
    }

    @Override
    public boolean accepts(int uid) {
        if (Build.VERSION.SDK_INT < 28) {
            return false;
        }
        return mPackageManager.hasSigningCertificate(uid, mCertificate, PackageManager.CERT_INPUT_SHA256);
    }

    private static byte[] fromHex(String hex) {
        byte[] out = new byte[hex.length() / 2];
        for (int i = 0; i < out.length; i++) {
            out[i] = (byte) Integer.parseInt(hex.substring(2 * i, 2 * i + 2), 16);
        }
        return out;
    }
}
