package com.keyholder.cetp;

import com.keyholder.data.CetpDao;
import dagger.internal.Factory;
import javax.inject.Provider;

public final class RequestLedger_Factory implements Factory<RequestLedger> {
    private final Provider<CetpDao> daoProvider;

    public RequestLedger_Factory(Provider<CetpDao> daoProvider) {
        this.daoProvider = daoProvider;
    }

    @Override
    public RequestLedger get() {
        return provideInstance(daoProvider);
    }

    public static RequestLedger provideInstance(Provider<CetpDao> daoProvider) {
        return new RequestLedger(daoProvider.get());
    }

    public static RequestLedger_Factory create(Provider<CetpDao> daoProvider) {
        return new RequestLedger_Factory(daoProvider);
    }

    public static RequestLedger newRequestLedger(CetpDao dao) {
        return new RequestLedger(dao);
    }
}
