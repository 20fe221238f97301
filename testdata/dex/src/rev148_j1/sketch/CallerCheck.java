package com.lumenhall.hub.cetp;

import android.content.pm.PackageManager;
import android.os.Build;

/** Only the ClawSeed assistant, recognised by its signing certificate, may use the hub's tools. */
public final class CallerCheck {
    /** SHA-256 of the assistant's signing certificate (current signer; rotation is checked by the platform). */
    private static final String ASSISTANT_CERT_SHA256 =
            "3b7f0c22d91a64e8b5f03c9e7d2a1146c08f5be2a97d3e61f4c2b8a05d19e7c3";

    private final PackageManager packageManager;
    private final byte[] assistantCert;

    public CallerCheck(PackageManager packageManager) {
        this.packageManager = packageManager;
        this.assistantCert = Tokens.unhex(ASSISTANT_CERT_SHA256);
    }

    public boolean allowed(int uid) {
        if (Build.VERSION.SDK_INT < 28) {
            // certificate checks that follow key rotation need API 28; older devices are not served
            return false;
        }
        String[] packages = packageManager.getPackagesForUid(uid);
        if (packages == null || packages.length != 1) {
            // unknown, or a shared UID: which app is calling is ambiguous
            return false;
        }
        for (String packageName : packages) {
            if (!packageManager.hasSigningCertificate(packageName, assistantCert,
                    PackageManager.CERT_INPUT_SHA256)) {
                return false;
            }
        }
        return true;
    }
}
