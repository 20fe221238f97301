package com.keyholder.di;

import dagger.internal.Factory;

public final class ResolutionModule_ProvideLockFlagsFactory implements Factory<Integer> {
    private final ResolutionModule module;

    public ResolutionModule_ProvideLockFlagsFactory(ResolutionModule module) {
        this.module = module;
    }

    @Override
    public Integer get() {
        return provideInstance(module);
    }

    public static Integer provideInstance(ResolutionModule module) {
        return proxyProvideLockFlags(module);
    }

    public static ResolutionModule_ProvideLockFlagsFactory create(ResolutionModule module) {
        return new ResolutionModule_ProvideLockFlagsFactory(module);
    }

    public static int proxyProvideLockFlags(ResolutionModule instance) {
        return instance.provideLockFlags();
    }
}
