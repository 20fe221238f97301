package com.keyholder.di;

import dagger.internal.Factory;
import dagger.internal.Preconditions;
import java.util.concurrent.Executor;

public final class AppModule_ProvideIoExecutorFactory implements Factory<Executor> {
    private final AppModule module;

    public AppModule_ProvideIoExecutorFactory(AppModule module) {
        this.module = module;
    }

    @Override
    public Executor get() {
        return provideInstance(module);
    }

    public static Executor provideInstance(AppModule module) {
        return proxyProvideIoExecutor(module);
    }

    public static AppModule_ProvideIoExecutorFactory create(AppModule module) {
        return new AppModule_ProvideIoExecutorFactory(module);
    }

    public static Executor proxyProvideIoExecutor(AppModule instance) {
        return Preconditions.checkNotNull(instance.provideIoExecutor(),
                "Cannot return null from a non-@Nullable @Provides method");
    }
}
