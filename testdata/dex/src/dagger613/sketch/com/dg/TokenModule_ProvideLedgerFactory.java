package com.dg;

import dagger.internal.Factory;
import java.util.Random;
import javax.inject.Provider;

/** Generated-shape factory of TokenModule.provideLedger(Random), given the strong generator's provider. */
public final class TokenModule_ProvideLedgerFactory implements Factory<Ledger> {
    private final TokenModule module;
    private final Provider<Random> randomProvider;

    public TokenModule_ProvideLedgerFactory(TokenModule module, Provider<Random> randomProvider) {
        this.module = module;
        this.randomProvider = randomProvider;
    }

    @Override
    public Ledger get() {
        return provideInstance(module, randomProvider);
    }

    public static Ledger provideInstance(TokenModule module, Provider<Random> randomProvider) {
        return proxyProvideLedger(module, randomProvider.get());
    }

    public static TokenModule_ProvideLedgerFactory create(TokenModule module, Provider<Random> randomProvider) {
        return new TokenModule_ProvideLedgerFactory(module, randomProvider);
    }

    public static Ledger proxyProvideLedger(TokenModule instance, Random random) {
        return instance.provideLedger(random);
    }
}
