package com.greenwick.garden.di;

import java.util.function.Supplier;

/** A Provider-style holder: builds its value on the first get() and hands out the same one afterwards. */
public final class Lazy<T> {
    private Supplier<T> factory;
    private volatile T value;

    public Lazy(Supplier<T> factory) {
        this.factory = factory;
    }

    public T get() {
        T current = value;
        if (current == null) {
            synchronized (this) {
                current = value;
                if (current == null) {
                    current = factory.get();
                    value = current;
                    factory = null;
                }
            }
        }
        return current;
    }
}
