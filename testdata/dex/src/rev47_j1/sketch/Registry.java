package com.curbpass.core;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** The app's hand-rolled dependency container: one instance per type. */
public final class Registry {
    private static final Map<Class<?>, Object> SINGLETONS = new ConcurrentHashMap<>();

    private Registry() {}

    public static <T> void put(Class<T> type, T instance) {
        SINGLETONS.put(type, instance);
    }

    public static <T> T get(Class<T> type) {
        Object o = SINGLETONS.get(type);
        if (o == null) {
            throw new IllegalStateException("not registered: " + type.getName());
        }
        return type.cast(o);
    }
}
