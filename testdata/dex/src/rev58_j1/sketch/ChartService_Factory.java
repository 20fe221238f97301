package com.molar.appointments;

import com.molar.core.TokenStore;
import dagger.internal.Factory;
import javax.inject.Provider;

public final class ChartService_Factory implements Factory<ChartService> {
    private final Provider<TokenStore> tokensProvider;

    public ChartService_Factory(Provider<TokenStore> tokensProvider) {
        this.tokensProvider = tokensProvider;
    }

    @Override
    public ChartService get() {
        return newInstance(tokensProvider.get());
    }

    public static ChartService_Factory create(Provider<TokenStore> tokensProvider) {
        return new ChartService_Factory(tokensProvider);
    }

    public static ChartService newInstance(TokenStore tokens) {
        return new ChartService(tokens);
    }
}
