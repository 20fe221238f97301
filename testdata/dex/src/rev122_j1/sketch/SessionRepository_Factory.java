package com.keyholder.cetp;

import com.keyholder.data.CetpDao;
import dagger.internal.Factory;
import java.util.Random;
import javax.inject.Provider;

public final class SessionRepository_Factory implements Factory<SessionRepository> {
    private final Provider<CetpDao> daoProvider;
    private final Provider<Random> randomProvider;

    public SessionRepository_Factory(Provider<CetpDao> daoProvider, Provider<Random> randomProvider) {
        this.daoProvider = daoProvider;
        this.randomProvider = randomProvider;
    }

    @Override
    public SessionRepository get() {
        return provideInstance(daoProvider, randomProvider);
    }

    public static SessionRepository provideInstance(Provider<CetpDao> daoProvider,
            Provider<Random> randomProvider) {
        return new SessionRepository(daoProvider.get(), randomProvider);
    }

    public static SessionRepository_Factory create(Provider<CetpDao> daoProvider,
            Provider<Random> randomProvider) {
        return new SessionRepository_Factory(daoProvider, randomProvider);
    }

    public static SessionRepository newSessionRepository(CetpDao dao, Provider<Random> random) {
        return new SessionRepository(dao, random);
    }
}
