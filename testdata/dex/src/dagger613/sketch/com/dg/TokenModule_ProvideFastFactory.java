package com.dg;

import dagger.internal.Factory;
import java.util.Random;

/** Generated-shape factory of TokenModule.provideFast(). */
public final class TokenModule_ProvideFastFactory implements Factory<Random> {
    private final TokenModule module;

    public TokenModule_ProvideFastFactory(TokenModule module) {
        this.module = module;
    }

    @Override
    public Random get() {
        return provideInstance(module);
    }

    public static Random provideInstance(TokenModule module) {
        return proxyProvideFast(module);
    }

    public static TokenModule_ProvideFastFactory create(TokenModule module) {
        return new TokenModule_ProvideFastFactory(module);
    }

    public static Random proxyProvideFast(TokenModule instance) {
        return instance.provideFast();
    }
}
