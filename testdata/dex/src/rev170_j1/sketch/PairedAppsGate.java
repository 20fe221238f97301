package com.relaykit.home.trust;

import android.content.pm.PackageManager;
import com.relaykit.home.cetp.CetpV2ContentProvider;
import java.util.Collections;
import java.util.Set;
import java.util.function.Predicate;

/** The routines provider's caller gate: which paired app is calling, and with which scopes. */
public final class PairedAppsGate implements CetpV2ContentProvider.CallerGate {
    private final PackageManager pm;
    private final Pairings pairings;
    private final Pairings.Verifier verifier;
    private final String provider;

    public PairedAppsGate(PackageManager pm, Pairings pairings, Pairings.Verifier verifier, String provider) {
        this.pm = pm;
        this.pairings = pairings;
        this.verifier = verifier;
        this.provider = provider;
    }

    @Override
    public Set<String> admit(int uid) {
        String[] packages = pm.getPackagesForUid(uid);
        if (packages == null) {
            return Collections.emptySet();
        }
        Predicate<String> pairedAndSigned = new Predicate<String>() {
            @Override
            public boolean test(String pkg) {
                Pairings.Pairing p = pairings.find(pkg, provider);
                return p != null && verifier.signedAsPaired(pkg, p.certSha256());
            }
        };
        for (String pkg : packages) {
            if (pairedAndSigned.test(pkg)) {
                return pairings.find(pkg, provider).scopes();
            }
        }
        return Collections.emptySet();
    }
}
