package com.relaykit.home.core;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The app's hand-written service container: factories by type, resolved with {@code get(Foo.class)}. Each tool
 * provider installs its own bindings in a child of the application's root container, so that both can ask for a
 * {@code CallerGate} or a {@code ResolutionFactory} and get their own.
 */
public final class ServiceContainer {
    private final ServiceContainer parent;
    private final Map<Class<?>, Supplier<?>> bindings = new HashMap<>();

    public ServiceContainer() {
        this(null);
    }

    private ServiceContainer(ServiceContainer parent) {
        this.parent = parent;
    }

    public ServiceContainer child() {
        return new ServiceContainer(this);
    }

    public synchronized <T> void bind(Class<T> type, Supplier<? extends T> factory) {
        bindings.put(type, factory);
    }

    /** Binds a type to one shared instance, created on first use. */
    public <T> void singleton(Class<T> type, Supplier<? extends T> factory) {
        bind(type, new Supplier<T>() {
            private T instance;

            @Override
            public synchronized T get() {
                if (instance == null) {
                    instance = factory.get();
                }
                return instance;
            }
        });
    }

    public <T> T get(Class<T> type) {
        Supplier<?> factory;
        synchronized (this) {
            factory = bindings.get(type);
        }
        if (factory != null) {
            return type.cast(factory.get());
        }
        if (parent == null) {
            throw new IllegalStateException("nothing bound for " + type.getName());
        }
        return parent.get(type);
    }
}
