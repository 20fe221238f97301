package com.wrenfield.notes.di;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * A small dependency-injection container: each type maps to a Supplier. {@link #bind} gives a new value on every
 * {@link #get}; {@link #singleton} makes the value once, on first use. Bindings are made while the modules
 * configure the container and only read afterwards.
 */
public final class Container {
    private final Map<Class<?>, Supplier<?>> bindings = new HashMap<>();

    private Container() {
    }

    public static Container of(Module... modules) {
        Container container = new Container();
        for (Module module : modules) {
            module.configure(container);
        }
        return container;
    }

    /** type made anew by factory on every get. */
    public <T> void bind(Class<T> type, Supplier<? extends T> factory) {
        bindings.put(type, factory);
    }

    /** type made once by factory, on its first get. */
    public <T> void singleton(Class<T> type, Supplier<? extends T> factory) {
        bindings.put(type, new Lazy<T>(factory));
    }

    /** type bound to a value that already exists. */
    public <T> void instance(Class<T> type, T value) {
        bindings.put(type, () -> value);
    }

    public <T> T get(Class<T> type) {
        Supplier<?> supplier = bindings.get(type);
        if (supplier == null) {
            throw new IllegalStateException("nothing bound to " + type.getName());
        }
        return type.cast(supplier.get());
    }

    /** A singleton binding: double-checked locking on a volatile field. */
    static final class Lazy<T> implements Supplier<T> {
        private final Supplier<? extends T> factory;
        private volatile T value;

        Lazy(Supplier<? extends T> factory) {
            this.factory = factory;
        }

        @Override
        public T get() {
            T result = value;
            if (result == null) {
                synchronized (this) {
                    result = value;
                    if (result == null) {
                        result = factory.get();
                        value = result;
                    }
                }
            }
            return result;
        }
    }
}
