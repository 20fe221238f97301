package com.dg;

import dagger.internal.Factory;
import java.util.Random;

/** Generated-shape factory of TokenModule.provideStrong(). */
public final class TokenModule_ProvideStrongFactory implements Factory<Random> {
    private final TokenModule module;

    public TokenModule_ProvideStrongFactory(TokenModule module) {
        this.module = module;
    }

    @Override
    public Random get() {
        return provideInstance(module);
    }

    public static Random provideInstance(TokenModule module) {
        return proxyProvideStrong(module);
    }

    public static TokenModule_ProvideStrongFactory create(TokenModule module) {
        return new TokenModule_ProvideStrongFactory(module);
    }

    public static Random proxyProvideStrong(TokenModule instance) {
        return instance.provideStrong();
    }
}
