package com.greenwick.garden.security;

import android.content.pm.PackageInfo;
import android.content.pm.PackageManager;
import android.content.pm.Signature;
import com.greenwick.garden.cetp.Tokens;
import java.security.MessageDigest;

/** Compares the package's signature with the pinned certificate, one signer only. */
public final class LegacyCertVerifier implements CallerVerifier {
    private final PackageManager pm;
    private final byte[] certSha256;

    public LegacyCertVerifier(PackageManager pm, byte[] certSha256) {
        this.pm = pm;
        this.certSha256 = certSha256;
    }

    @Override
    public boolean trusted(Caller caller) {
        if (caller.packages.isEmpty()) {
            return false;
        }
        for (String pkg : caller.packages) {
            if (!signedByAssistant(pkg)) {
                return false;
            }
        }
        return true;
    }

    private boolean signedByAssistant(String pkg) {
        try {
            PackageInfo info = pm.getPackageInfo(pkg, PackageManager.GET_SIGNATURES);
            Signature[] signatures = info.signatures;
            if (signatures == null || signatures.length != 1) {
                return false;
            }
            return MessageDigest.isEqual(Tokens.sha256(signatures[0].toByteArray()), certSha256);
        } catch (PackageManager.NameNotFoundException e) {
            return false;
        }
    }
}
