package dagger.internal;

import javax.inject.Provider;

/** Memoizes a scoped binding: the delegate runs at most once, then is dropped. */
public final class DoubleCheck<T> implements Provider<T> {
    private static final Object UNINITIALIZED = new Object();

    private volatile Provider<T> provider;
    private volatile Object instance = UNINITIALIZED;

    DoubleCheck(Provider<T> provider) {
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

    public static <T> Provider<T> provider(Provider<T> delegate) {
        if (delegate == null) {
            throw new NullPointerException("delegate");
        }
        if (delegate instanceof DoubleCheck) {
            return delegate;
        }
        return new DoubleCheck<T>(delegate);
    }
}
