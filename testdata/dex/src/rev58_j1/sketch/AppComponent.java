package com.molar.di;

import com.molar.appointments.ChartService;
import com.molar.billing.BillingService;
import com.molar.core.TokenStore;
import javax.inject.Provider;

/** @Singleton @Component with no modules: services come through Providers. */
public interface AppComponent {
    Provider<ChartService> chartService();

    Provider<BillingService> billingService();

    Provider<TokenStore> tokenStore();
}
