package com.quillmark.docs.documents;

import android.content.pm.PackageInfo;
import android.content.pm.PackageManager;
import android.content.pm.Signature;
import android.content.pm.SigningInfo;
import android.os.Build;
import android.os.Bundle;
import com.quillmark.docs.core.Caller;
import com.quillmark.docs.core.Settings;
import com.quillmark.docs.core.Tokens;

/**
 * Who may use the documents provider: a UID with exactly one package, paired in Settings, whose current signing
 * certificate (or one in its rotation history) is the one the user paired.
 */
final class DocumentCallers {
    private final PackageManager pm;
    private final Settings settings;

    DocumentCallers(PackageManager pm, Settings settings) {
        this.pm = pm;
        this.settings = settings;
    }

    Caller resolve(int uid, Bundle extras) {
        String[] packages = pm.getPackagesForUid(uid);
        if (packages == null || packages.length == 0) {
            return Caller.deny(uid, "unknown uid");
        }
        String paired = null;
        for (String pkg : packages) {
            if (signedAsPaired(pkg)) {
                paired = pkg;
                break;
            }
        }
        if (paired == null) {
            return Caller.deny(uid, "not paired");
        }
        if (packages.length > 1) {
            return Caller.deny(uid, "shared uid; pair the app again under its own uid");
        }
        String claimed = extras.getString("caller_package");
        if (claimed != null && !claimed.equals(paired)) {
            return Caller.deny(uid, "claimed package is not the calling uid's");
        }
        return Caller.allow(uid, paired, settings.grantedScopes(paired));
    }

    private boolean signedAsPaired(String pkg) {
        String pinned = settings.pairedCertificate(pkg);
        if (pinned == null) {
            return false;
        }
        try {
            if (Build.VERSION.SDK_INT >= 28) {
                PackageInfo info = pm.getPackageInfo(pkg, PackageManager.GET_SIGNING_CERTIFICATES);
                SigningInfo signing = info.signingInfo;
                if (signing == null || signing.hasMultipleSigners()) {
                    return false;
                }
                for (Signature cert : signing.getSigningCertificateHistory()) {
                    if (pinned.equals(Tokens.sha256(cert.toByteArray()))) {
                        return true;
                    }
                }
                return false;
            }
            PackageInfo legacy = pm.getPackageInfo(pkg, PackageManager.GET_SIGNATURES);
            Signature[] signatures = legacy.signatures;
            return signatures != null && signatures.length == 1
                    && pinned.equals(Tokens.sha256(signatures[0].toByteArray()));
        } catch (PackageManager.NameNotFoundException e) {
            return false;
        }
    }
}
