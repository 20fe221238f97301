package com.keyholder.cetp;

import com.keyholder.data.CetpDao;
import dagger.internal.Factory;
import java.util.concurrent.Executor;
import javax.inject.Provider;

public final class AuditLog_Factory implements Factory<AuditLog> {
    private final Provider<CetpDao> daoProvider;
    private final Provider<Executor> ioProvider;

    public AuditLog_Factory(Provider<CetpDao> daoProvider, Provider<Executor> ioProvider) {
        this.daoProvider = daoProvider;
        this.ioProvider = ioProvider;
    }

    @Override
    public AuditLog get() {
        return provideInstance(daoProvider, ioProvider);
    }

    public static AuditLog provideInstance(Provider<CetpDao> daoProvider, Provider<Executor> ioProvider) {
        return new AuditLog(daoProvider.get(), ioProvider.get());
    }

    public static AuditLog_Factory create(Provider<CetpDao> daoProvider, Provider<Executor> ioProvider) {
        return new AuditLog_Factory(daoProvider, ioProvider);
    }

    public static AuditLog newAuditLog(CetpDao dao, Executor io) {
        return new AuditLog(dao, io);
    }
}
