package com.keyholder.di;

import android.content.ComponentName;
import dagger.internal.Factory;
import dagger.internal.Preconditions;

public final class ResolutionModule_ProvideLockScreenFactory implements Factory<ComponentName> {
    private final ResolutionModule module;

    public ResolutionModule_ProvideLockScreenFactory(ResolutionModule module) {
        this.module = module;
    }

    @Override
    public ComponentName get() {
        return provideInstance(module);
    }

    public static ComponentName provideInstance(ResolutionModule module) {
        return proxyProvideLockScreen(module);
    }

    public static ResolutionModule_ProvideLockScreenFactory create(ResolutionModule module) {
        return new ResolutionModule_ProvideLockScreenFactory(module);
    }

    public static ComponentName proxyProvideLockScreen(ResolutionModule instance) {
        return Preconditions.checkNotNull(instance.provideLockScreen(),
                "Cannot return null from a non-@Nullable @Provides method");
    }
}
