package com.keyholder.di;

import dagger.internal.Factory;

public final class ResolutionModule_ProvideGrantFlagsFactory implements Factory<Integer> {
    private final ResolutionModule module;

    public ResolutionModule_ProvideGrantFlagsFactory(ResolutionModule module) {
        this.module = module;
    }

    @Override
    public Integer get() {
        return provideInstance(module);
    }

    public static Integer provideInstance(ResolutionModule module) {
        return proxyProvideGrantFlags(module);
    }

    public static ResolutionModule_ProvideGrantFlagsFactory create(ResolutionModule module) {
        return new ResolutionModule_ProvideGrantFlagsFactory(module);
    }

    public static int proxyProvideGrantFlags(ResolutionModule instance) {
        return instance.provideGrantFlags();
    }
}
