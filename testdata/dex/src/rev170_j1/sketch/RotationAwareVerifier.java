package com.relaykit.home.trust;

import android.content.pm.PackageInfo;
import android.content.pm.PackageManager;
import android.content.pm.Signature;
import android.os.Build;
import com.relaykit.home.core.Tokens;
import java.security.MessageDigest;

/**
 * Certificate check for the routines provider: on API 28+ the platform decides through
 * hasSigningCertificate, which knows the package's signing lineage (rotation); older releases only have the
 * signature list, where exactly one signer must match.
 */
public final class RotationAwareVerifier implements Pairings.Verifier {
    private final PackageManager pm;

    public RotationAwareVerifier(PackageManager pm) {
        this.pm = pm;
    }

    @Override
    public boolean signedAsPaired(String packageName, byte[] certSha256) {
        if (Build.VERSION.SDK_INT >= 28) {
            return pm.hasSigningCertificate(packageName, certSha256, PackageManager.CERT_INPUT_SHA256);
        }
        return signerBeforeP(packageName, certSha256);
    }

    @SuppressWarnings("deprecation")
    private boolean signerBeforeP(String packageName, byte[] certSha256) {
        try {
            PackageInfo info = pm.getPackageInfo(packageName, PackageManager.GET_SIGNATURES);
            Signature[] signers = info.signatures;
            if (signers == null || signers.length != 1) {
                return false;
            }
            return MessageDigest.isEqual(Tokens.sha256(signers[0].toByteArray()), certSha256);
        } catch (PackageManager.NameNotFoundException e) {
            return false;
        }
    }
}
