package com.tallyspring.budget.budget;

import android.content.Context;
import android.content.pm.PackageManager;
import android.os.Build;
import com.tallyspring.budget.cetp.CallerGrant;
import com.tallyspring.budget.cetp.CallerPolicy;
import com.tallyspring.budget.cetp.Crypto;
import com.tallyspring.budget.data.Pairings;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * The budget provider's caller policy: every package of the calling UID is resolved and a UID that maps to more
 * than one package is refused (§7.1); the package must be paired with the budget provider and still hold the
 * signing certificate recorded at pairing ({@code hasSigningCertificate} follows key rotation, API 28+).
 */
final class SignedAppPolicy implements CallerPolicy {
    private final Context context;
    private final Pairings pairings;
    private final String provider;

    SignedAppPolicy(Context context, Pairings pairings, String provider) {
        this.context = context;
        this.pairings = pairings;
        this.provider = provider;
    }

    @Override
    public Optional<CallerGrant> admit(int uid) {
        if (Build.VERSION.SDK_INT < 28) {
            return Optional.empty();
        }
        PackageManager pm = context.getPackageManager();
        return Optional.ofNullable(pm.getPackagesForUid(uid))
                .map(packages -> Arrays.stream(packages).collect(Collectors.toSet()))
                .filter(packages -> packages.size() == 1)
                .flatMap(packages -> grant(uid, packages, pm));
    }

    private Optional<CallerGrant> grant(int uid, Set<String> packages, PackageManager pm) {
        List<Pairings.Pairing> paired = packages.stream()
                .map(pkg -> pairings.find(pkg, provider))
                .filter(Optional::isPresent)
                .map(Optional::get)
                .collect(Collectors.toList());
        Predicate<Pairings.Pairing> stillSigned = p -> pm.hasSigningCertificate(p.packageName,
                Crypto.unhex(p.certSha256), PackageManager.CERT_INPUT_SHA256);
        if (paired.size() != packages.size() || !paired.stream().allMatch(stillSigned)) {
            return Optional.empty();
        }
        Set<String> scopes = paired.stream().flatMap(p -> p.scopes.stream()).collect(Collectors.toSet());
        return Optional.of(CallerGrant.of(uid, packages, scopes));
    }
}
