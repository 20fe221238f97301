package com.keyholder.cetp;

import android.content.Context;
import dagger.internal.Factory;
import javax.inject.Provider;

public final class CallerCheck_Factory implements Factory<CallerCheck> {
    private final Provider<Context> contextProvider;

    public CallerCheck_Factory(Provider<Context> contextProvider) {
        this.contextProvider = contextProvider;
    }

    @Override
    public CallerCheck get() {
        return provideInstance(contextProvider);
    }

    public static CallerCheck provideInstance(Provider<Context> contextProvider) {
        return new CallerCheck(contextProvider.get());
    }

    public static CallerCheck_Factory create(Provider<Context> contextProvider) {
        return new CallerCheck_Factory(contextProvider);
    }

    public static CallerCheck newCallerCheck(Context context) {
        return new CallerCheck(context);
    }
}
