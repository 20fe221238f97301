package com.droprx.delivery;

import com.droprx.tools.TokenMint;
import dagger.MembersInjector;
import javax.inject.Provider;

public final class DeliveryProvider_MembersInjector implements MembersInjector<DeliveryProvider> {
    private final Provider<TokenMint> mintProvider;

    public DeliveryProvider_MembersInjector(Provider<TokenMint> mintProvider) {
        this.mintProvider = mintProvider;
    }

    public static MembersInjector<DeliveryProvider> create(Provider<TokenMint> mintProvider) {
        return new DeliveryProvider_MembersInjector(mintProvider);
    }

    @Override
    public void injectMembers(DeliveryProvider instance) {
        injectMint(instance, mintProvider.get());
    }

    public static void injectMint(DeliveryProvider instance, TokenMint mint) {
        instance.mint = mint;
    }
}
