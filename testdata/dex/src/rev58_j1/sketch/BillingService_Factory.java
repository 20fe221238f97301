package com.molar.billing;

import com.molar.core.TokenStore;
import dagger.internal.Factory;
import javax.inject.Provider;

public final class BillingService_Factory implements Factory<BillingService> {
    private final Provider<TokenStore> tokensProvider;

    public BillingService_Factory(Provider<TokenStore> tokensProvider) {
        this.tokensProvider = tokensProvider;
    }

    @Override
    public BillingService get() {
        return newInstance(tokensProvider.get());
    }

    public static BillingService_Factory create(Provider<TokenStore> tokensProvider) {
        return new BillingService_Factory(tokensProvider);
    }

    public static BillingService newInstance(TokenStore tokens) {
        return new BillingService(tokens);
    }
}
