package com.relaykit.home.trust;

import android.content.pm.PackageInfo;
import android.content.pm.PackageManager;
import android.content.pm.Signature;
import com.relaykit.home.core.Tokens;
import java.security.MessageDigest;

/** Certificate check for the devices provider: every signer in the package's signature list must match. */
public final class ManifestSignatureCheck implements Pairings.Verifier {
    private final PackageManager pm;

    public ManifestSignatureCheck(PackageManager pm) {
        this.pm = pm;
    }

    @Override
    @SuppressWarnings("deprecation")
    public boolean signedAsPaired(String packageName, byte[] certSha256) {
        PackageInfo info;
        try {
            info = pm.getPackageInfo(packageName, PackageManager.GET_SIGNATURES);
        } catch (PackageManager.NameNotFoundException e) {
            return false;
        }
        Signature[] signers = info.signatures;
        if (signers == null || signers.length == 0) {
            return false;
        }
        for (Signature signer : signers) {
            if (!MessageDigest.isEqual(Tokens.sha256(signer.toByteArray()), certSha256)) {
                return false;
            }
        }
        return true;
    }
}
