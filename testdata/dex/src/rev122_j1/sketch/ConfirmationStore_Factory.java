package com.keyholder.cetp;

import dagger.internal.Factory;

public final class ConfirmationStore_Factory implements Factory<ConfirmationStore> {
    private static final ConfirmationStore_Factory INSTANCE = new ConfirmationStore_Factory();

    @Override
    public ConfirmationStore get() {
        return provideInstance();
    }

    public static ConfirmationStore provideInstance() {
        return new ConfirmationStore();
    }

    public static ConfirmationStore_Factory create() {
        return INSTANCE;
    }

    public static ConfirmationStore newConfirmationStore() {
        return new ConfirmationStore();
    }
}
