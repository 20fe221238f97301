package com.keyholder.di;

import android.content.ComponentName;
import dagger.internal.Factory;
import dagger.internal.Preconditions;

public final class ResolutionModule_ProvideOwnerApprovalFactory implements Factory<ComponentName> {
    private final ResolutionModule module;

    public ResolutionModule_ProvideOwnerApprovalFactory(ResolutionModule module) {
        this.module = module;
    }

    @Override
    public ComponentName get() {
        return provideInstance(module);
    }

    public static ComponentName provideInstance(ResolutionModule module) {
        return proxyProvideOwnerApproval(module);
    }

    public static ResolutionModule_ProvideOwnerApprovalFactory create(ResolutionModule module) {
        return new ResolutionModule_ProvideOwnerApprovalFactory(module);
    }

    public static ComponentName proxyProvideOwnerApproval(ResolutionModule instance) {
        return Preconditions.checkNotNull(instance.provideOwnerApproval(),
                "Cannot return null from a non-@Nullable @Provides method");
    }
}
