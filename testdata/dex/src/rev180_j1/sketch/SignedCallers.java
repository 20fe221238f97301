package com.verdant.garden.cetp;

import android.content.pm.PackageManager;
import java.util.Optional;
import java.util.function.Function;

/**
 * Caller resolution for providers that bind grants to UID, package and signing certificate (§7.1): the UID must map
 * to exactly one package, that package must be paired with this provider under the same UID, and it must still be
 * signed by the certificate recorded at pairing.
 */
public final class SignedCallers implements Function<Integer, Optional<Caller>> {
    private final PackageManager pm;
    private final Grants grants;
    private final String provider;

    public SignedCallers(PackageManager pm, Grants grants, String provider) {
        this.pm = pm;
        this.grants = grants;
        this.provider = provider;
    }

    @Override
    public Optional<Caller> apply(Integer uid) {
        return Optional.ofNullable(pm.getPackagesForUid(uid))
                .filter(packages -> packages.length == 1)
                .map(packages -> packages[0])
                .flatMap(pkg -> grants.find(provider, pkg))
                .filter(grant -> grant.uid() == uid)
                .filter(this::signedByPairedCertificate)
                .map(grant -> new Caller(uid, grant.packageName(), grant.scopes()));
    }

    private boolean signedByPairedCertificate(Grants.Grant grant) {
        return pm.hasSigningCertificate(grant.packageName(), Tokens.hexBytes(grant.certSha256()),
                PackageManager.CERT_INPUT_SHA256);
    }
}
