package com.relaykit.home.trust;

import android.content.pm.PackageManager;
import com.relaykit.home.cetp.CetpV2ContentProvider;
import java.util.Collections;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The devices provider's caller gate. A UID that maps to several packages (a shared UID) is refused: the grant
 * would otherwise cover apps the user never paired.
 */
public final class HouseholdGate implements CetpV2ContentProvider.CallerGate {
    private final PackageManager pm;
    private final Pairings pairings;
    private final Pairings.Verifier verifier;
    private final String provider;

    public HouseholdGate(PackageManager pm, Pairings pairings, Pairings.Verifier verifier, String provider) {
        this.pm = pm;
        this.pairings = pairings;
        this.verifier = verifier;
        this.provider = provider;
    }

    @Override
    public Set<String> admit(int uid) {
        String[] packages = pm.getPackagesForUid(uid);
        if (packages == null || packages.length != 1) {
            return Collections.emptySet();
        }
        Predicate<String> pairedAndSigned = new Predicate<String>() {
            @Override
            public boolean test(String pkg) {
                Pairings.Pairing p = pairings.find(pkg, provider);
                return p != null && verifier.signedAsPaired(pkg, p.certSha256());
            }
        };
        Set<String> granted = Collections.emptySet();
        for (String pkg : packages) {
            if (!pairedAndSigned.test(pkg)) {
                return Collections.emptySet();
            }
            granted = pairings.find(pkg, provider).scopes();
        }
        return granted;
    }
}
