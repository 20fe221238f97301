package com.keyholder.di;

import com.keyholder.data.KeyDao;
import com.keyholder.data.KeyholderDatabase;
import dagger.internal.Factory;
import dagger.internal.Preconditions;
import javax.inject.Provider;

public final class AppModule_ProvideKeyDaoFactory implements Factory<KeyDao> {
    private final AppModule module;
    private final Provider<KeyholderDatabase> dbProvider;

    public AppModule_ProvideKeyDaoFactory(AppModule module, Provider<KeyholderDatabase> dbProvider) {
        this.module = module;
        this.dbProvider = dbProvider;
    }

    @Override
    public KeyDao get() {
        return provideInstance(module, dbProvider);
    }

    public static KeyDao provideInstance(AppModule module, Provider<KeyholderDatabase> dbProvider) {
        return proxyProvideKeyDao(module, dbProvider.get());
    }

    public static AppModule_ProvideKeyDaoFactory create(AppModule module, Provider<KeyholderDatabase> dbProvider) {
        return new AppModule_ProvideKeyDaoFactory(module, dbProvider);
    }

    public static KeyDao proxyProvideKeyDao(AppModule instance, KeyholderDatabase db) {
        return Preconditions.checkNotNull(instance.provideKeyDao(db),
                "Cannot return null from a non-@Nullable @Provides method");
    }
}
