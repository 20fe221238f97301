package dagger.internal;

import javax.inject.Provider;

/** Dagger's scoping wrapper, reduced: get() asks the wrapped provider once and keeps the instance. */
public final class DoubleCheck<T> implements Provider<T> {
    private static final Object UNINITIALIZED = new Object();
    private volatile Provider<T> provider;
    private volatile Object instance = UNINITIALIZED;

    private DoubleCheck(Provider<T> provider) {
        this.provider = provider;
    }

    @SuppressWarnings("unchecked")
    @Override
    public T get() {
        Object result = instance;
        if (result == UNINITIALIZED) {
            synchronized (this) {
                result = instance;
                if (result == UNINITIALIZED) {
                    result = provider.get();
                    instance = result;
                    provider = null;
                }
            }
        }
        return (T) result;
    }

    public static <P extends Provider<T>, T> Provider<T> provider(P delegate) {
        if (delegate instanceof DoubleCheck) {
            return delegate;
        }
        return new DoubleCheck<T>(delegate);
    }
}
