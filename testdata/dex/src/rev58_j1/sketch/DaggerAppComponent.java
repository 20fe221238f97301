package com.molar.di;

import com.molar.appointments.ChartService;
import com.molar.appointments.ChartService_Factory;
import com.molar.billing.BillingService;
import com.molar.billing.BillingService_Factory;
import com.molar.core.TokenStore;
import com.molar.core.TokenStore_Factory;
import dagger.internal.DoubleCheck;
import javax.inject.Provider;

public final class DaggerAppComponent implements AppComponent {
    private Provider<TokenStore> tokenStoreProvider;

    private Provider<ChartService> chartServiceProvider;

    private Provider<BillingService> billingServiceProvider;

    private DaggerAppComponent() {
        initialize();
    }

    public static AppComponent create() {
        return new DaggerAppComponent();
    }

    private void initialize() {
        this.tokenStoreProvider = DoubleCheck.provider(TokenStore_Factory.create());
        this.chartServiceProvider = ChartService_Factory.create(tokenStoreProvider);
        this.billingServiceProvider = DoubleCheck.provider(BillingService_Factory.create(tokenStoreProvider));
    }

    @Override
    public Provider<ChartService> chartService() {
        return chartServiceProvider;
    }

    @Override
    public Provider<BillingService> billingService() {
        return billingServiceProvider;
    }

    @Override
    public Provider<TokenStore> tokenStore() {
        return tokenStoreProvider;
    }
}
