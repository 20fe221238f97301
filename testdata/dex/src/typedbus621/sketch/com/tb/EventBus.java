package com.tb;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/** In-app events: listeners registered per event class, called on the publishing thread. */
final class EventBus {
    interface Listener<E> {
        void onEvent(E event);
    }

    private final Map<Class<?>, List<Listener<?>>> listeners = new HashMap<>();

    synchronized <E> void subscribe(Class<E> type, Listener<? super E> listener) {
        List<Listener<?>> list = listeners.get(type);
        if (list == null) {
            list = new CopyOnWriteArrayList<>();
            listeners.put(type, list);
        }
        list.add(listener);
    }

    @SuppressWarnings("unchecked")
    void publish(Object event) {
        List<Listener<?>> list;
        synchronized (this) {
            list = listeners.get(event.getClass());
        }
        if (list == null) {
            return;
        }
        for (Listener<?> listener : list) {
            ((Listener<Object>) listener).onEvent(event);
        }
    }
}
