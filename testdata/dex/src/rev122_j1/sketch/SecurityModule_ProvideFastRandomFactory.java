package com.keyholder.di;

import dagger.internal.Factory;
import dagger.internal.Preconditions;
import java.util.Random;

public final class SecurityModule_ProvideFastRandomFactory implements Factory<Random> {
    private final SecurityModule module;

    public SecurityModule_ProvideFastRandomFactory(SecurityModule module) {
        this.module = module;
    }

    @Override
    public Random get() {
        return provideInstance(module);
    }

    public static Random provideInstance(SecurityModule module) {
        return proxyProvideFastRandom(module);
    }

    public static SecurityModule_ProvideFastRandomFactory create(SecurityModule module) {
        return new SecurityModule_ProvideFastRandomFactory(module);
    }

    public static Random proxyProvideFastRandom(SecurityModule instance) {
        return Preconditions.checkNotNull(instance.provideFastRandom(),
                "Cannot return null from a non-@Nullable @Provides method");
    }
}
