package com.keyholder.di;

import android.content.Context;
import com.keyholder.data.KeyholderDatabase;
import dagger.internal.Factory;
import dagger.internal.Preconditions;
import javax.inject.Provider;

public final class AppModule_ProvideDatabaseFactory implements Factory<KeyholderDatabase> {
    private final AppModule module;
    private final Provider<Context> contextProvider;

    public AppModule_ProvideDatabaseFactory(AppModule module, Provider<Context> contextProvider) {
        this.module = module;
        this.contextProvider = contextProvider;
    }

    @Override
    public KeyholderDatabase get() {
        return provideInstance(module, contextProvider);
    }

    public static KeyholderDatabase provideInstance(AppModule module, Provider<Context> contextProvider) {
        return proxyProvideDatabase(module, contextProvider.get());
    }

    public static AppModule_ProvideDatabaseFactory create(AppModule module, Provider<Context> contextProvider) {
        return new AppModule_ProvideDatabaseFactory(module, contextProvider);
    }

    public static KeyholderDatabase proxyProvideDatabase(AppModule instance, Context context) {
        return Preconditions.checkNotNull(instance.provideDatabase(context),
                "Cannot return null from a non-@Nullable @Provides method");
    }
}
