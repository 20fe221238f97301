package com.hearthboard.chores;

import android.content.pm.PackageManager;
import android.content.pm.Signature;
import android.content.pm.SigningInfo;
import android.os.Build;

import com.hearthboard.cetp.PairingRepository;
import com.hearthboard.cetp.SessionStore;
import com.hearthboard.rx.Single;

import java.util.HashSet;
import java.util.Set;

/**
 * The chore provider's caller check: the UID's only package must be paired, and its signing certificate (or one in
 * its rotation history, on API 28+) must be the one recorded at pairing.
 */
public final class SigningCertificateCheck {
    private final PackageManager packageManager;
    private final PairingRepository pairing;
    private final String provider;

    public SigningCertificateCheck(PackageManager packageManager, PairingRepository pairing, String provider) {
        this.packageManager = packageManager;
        this.pairing = pairing;
        this.provider = provider;
    }

    public Single<String> verify(int uid) {
        return Single.fromCallable(() -> PairingRepository.solePackage(packageManager, uid))
                .flatMap(pkg -> pairing.pinnedDigest(pkg, provider)
                        .map(pinned -> signerDigests(pkg).contains(pinned))
                        .map(trusted -> {
                            if (!trusted) {
                                throw new SecurityException("signing certificate changed since pairing");
                            }
                            return pkg;
                        }));
    }

    private Set<String> signerDigests(String pkg) throws PackageManager.NameNotFoundException {
        Set<String> digests = new HashSet<>();
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.P) {
            SigningInfo signing =
                    packageManager.getPackageInfo(pkg, PackageManager.GET_SIGNING_CERTIFICATES).signingInfo;
            if (signing == null || signing.hasMultipleSigners()) {
                return digests;
            }
            for (Signature signature : signing.getSigningCertificateHistory()) {
                digests.add(SessionStore.sha256Hex(signature.toByteArray()));
            }
        } else {
            Signature[] signatures = packageManager.getPackageInfo(pkg, PackageManager.GET_SIGNATURES).signatures;
            if (signatures == null || signatures.length != 1) {
                return digests;
            }
            for (Signature signature : signatures) {
                digests.add(SessionStore.sha256Hex(signature.toByteArray()));
            }
        }
        return digests;
    }
}
