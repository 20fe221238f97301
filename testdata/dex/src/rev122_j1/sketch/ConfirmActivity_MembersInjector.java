package com.keyholder.ui;

import com.keyholder.cetp.ConfirmationStore;
import dagger.MembersInjector;
import javax.inject.Provider;

public final class ConfirmActivity_MembersInjector implements MembersInjector<ConfirmActivity> {
    private final Provider<ConfirmationStore> confirmationsProvider;

    public ConfirmActivity_MembersInjector(Provider<ConfirmationStore> confirmationsProvider) {
        this.confirmationsProvider = confirmationsProvider;
    }

    public static MembersInjector<ConfirmActivity> create(Provider<ConfirmationStore> confirmationsProvider) {
        return new ConfirmActivity_MembersInjector(confirmationsProvider);
    }

    @Override
    public void injectMembers(ConfirmActivity instance) {
        injectConfirmations(instance, confirmationsProvider.get());
    }

    public static void injectConfirmations(ConfirmActivity instance, ConfirmationStore confirmations) {
        instance.confirmations = confirmations;
    }
}
