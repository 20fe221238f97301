package com.keyholder.di;

import com.keyholder.data.CetpDao;
import com.keyholder.data.KeyholderDatabase;
import dagger.internal.Factory;
import dagger.internal.Preconditions;
import javax.inject.Provider;

public final class AppModule_ProvideCetpDaoFactory implements Factory<CetpDao> {
    private final AppModule module;
    private final Provider<KeyholderDatabase> dbProvider;

    public AppModule_ProvideCetpDaoFactory(AppModule module, Provider<KeyholderDatabase> dbProvider) {
        this.module = module;
        this.dbProvider = dbProvider;
    }

    @Override
    public CetpDao get() {
        return provideInstance(module, dbProvider);
    }

    public static CetpDao provideInstance(AppModule module, Provider<KeyholderDatabase> dbProvider) {
        return proxyProvideCetpDao(module, dbProvider.get());
    }

    public static AppModule_ProvideCetpDaoFactory create(AppModule module, Provider<KeyholderDatabase> dbProvider) {
        return new AppModule_ProvideCetpDaoFactory(module, dbProvider);
    }

    public static CetpDao proxyProvideCetpDao(AppModule instance, KeyholderDatabase db) {
        return Preconditions.checkNotNull(instance.provideCetpDao(db),
                "Cannot return null from a non-@Nullable @Provides method");
    }
}
