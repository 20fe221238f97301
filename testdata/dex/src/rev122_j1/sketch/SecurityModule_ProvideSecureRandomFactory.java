package com.keyholder.di;

import dagger.internal.Factory;
import dagger.internal.Preconditions;
import java.util.Random;

public final class SecurityModule_ProvideSecureRandomFactory implements Factory<Random> {
    private final SecurityModule module;

    public SecurityModule_ProvideSecureRandomFactory(SecurityModule module) {
        this.module = module;
    }

    @Override
    public Random get() {
        return provideInstance(module);
    }

    public static Random provideInstance(SecurityModule module) {
        return proxyProvideSecureRandom(module);
    }

    public static SecurityModule_ProvideSecureRandomFactory create(SecurityModule module) {
        return new SecurityModule_ProvideSecureRandomFactory(module);
    }

    public static Random proxyProvideSecureRandom(SecurityModule instance) {
        return Preconditions.checkNotNull(instance.provideSecureRandom(),
                "Cannot return null from a non-@Nullable @Provides method");
    }
}
