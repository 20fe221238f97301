package com.dg;

import dagger.internal.DoubleCheck;
import java.util.Random;
import javax.inject.Provider;

/** Generated-shape component: scoped bindings wrapped in DoubleCheck, members injection of both providers. */
public final class AppComponent {
    private static AppComponent instance;
    private Provider<Random> provideFastProvider;
    private Provider<Random> provideStrongProvider;
    private Provider<Ledger> provideLedgerProvider;

    private AppComponent(TokenModule module) {
        initialize(module);
    }

    static synchronized AppComponent get() {
        if (instance == null) {
            instance = new AppComponent(new TokenModule());
        }
        return instance;
    }

    private void initialize(TokenModule module) {
        this.provideFastProvider = DoubleCheck.provider(TokenModule_ProvideFastFactory.create(module));
        this.provideStrongProvider = DoubleCheck.provider(TokenModule_ProvideStrongFactory.create(module));
        this.provideLedgerProvider = DoubleCheck.provider(TokenModule_ProvideLedgerFactory.create(module, provideStrongProvider));
    }

    void inject(CodeProvider provider) {
        Injectors.injectRandom(provider, provideFastProvider);
        Injectors.injectLedger(provider, provideLedgerProvider.get());
    }

    void inject(VaultProvider provider) {
        Injectors.injectRandom(provider, provideStrongProvider);
        Injectors.injectLedger(provider, provideLedgerProvider.get());
    }
}
