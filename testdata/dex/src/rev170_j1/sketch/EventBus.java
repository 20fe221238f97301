package com.relaykit.home.core;

import android.util.Log;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/** In-app events: listeners registered per event type, called synchronously on the publishing thread. */
public final class EventBus {
    private static final String TAG = "EventBus";

    /** Receives the events of one type. */
    public interface Listener<E> {
        void onEvent(E event);
    }

    private final Map<Class<?>, List<Listener<?>>> listeners = new HashMap<>();

    public synchronized <E> void subscribe(Class<E> type, Listener<? super E> listener) {
        List<Listener<?>> list = listeners.get(type);
        if (list == null) {
            list = new CopyOnWriteArrayList<>();
            listeners.put(type, list);
        }
        list.add(listener);
    }

    @SuppressWarnings("unchecked")
    public void publish(Object event) {
        List<Listener<?>> list;
        synchronized (this) {
            list = listeners.get(event.getClass());
        }
        if (list == null) {
            return;
        }
        for (Listener<?> listener : list) {
            try {
                ((Listener<Object>) listener).onEvent(event);
            } catch (RuntimeException e) {
                Log.w(TAG, "listener failed on " + event.getClass().getSimpleName(), e);
            }
        }
    }
}
