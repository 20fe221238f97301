package com.hearthboard.inbox;

import android.content.pm.PackageInfo;
import android.content.pm.PackageManager;

import com.hearthboard.cetp.PairingRepository;
import com.hearthboard.cetp.SessionStore;
import com.hearthboard.rx.Single;

/** The inbox provider's caller check: the UID's only package must be paired and signed as it was at pairing. */
public final class LegacyCallerCheck {
    private final PackageManager packageManager;
    private final PairingRepository pairing;
    private final String provider;

    public LegacyCallerCheck(PackageManager packageManager, PairingRepository pairing, String provider) {
        this.packageManager = packageManager;
        this.pairing = pairing;
        this.provider = provider;
    }

    public Single<String> verify(int uid) {
        return Single.fromCallable(() -> PairingRepository.solePackage(packageManager, uid))
                .flatMap(pkg -> pairing.pinnedDigest(pkg, provider)
                        .map(pinned -> {
                            PackageInfo info = packageManager.getPackageInfo(pkg, PackageManager.GET_SIGNATURES);
                            String current = SessionStore.sha256Hex(info.signatures[0].toByteArray());
                            if (!current.equals(pinned)) {
                                throw new SecurityException("signature differs from pairing");
                            }
                            return pkg;
                        }));
    }
}
