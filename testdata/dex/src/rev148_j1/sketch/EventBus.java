package com.lumenhall.hub.bus;

import android.util.Log;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Lumenhall's in-process event bus. Subscribers register for one event class; post() calls them in registration
 * order, on the posting thread, and hands the event back so that the poster can read what subscribers filled in.
 */
public final class EventBus {
    private static final String TAG = "LumenhallBus";

    /** Receives the events of the class it was registered for. */
    public interface Subscriber<E> {
        void onEvent(E event);
    }

    private final Map<Class<?>, List<Subscriber<?>>> byType = new ConcurrentHashMap<>();

    public <E> void register(Class<E> type, Subscriber<? super E> subscriber) {
        byType.computeIfAbsent(type, key -> new CopyOnWriteArrayList<>()).add(subscriber);
    }

    @SuppressWarnings("unchecked")
    public <E> E post(E event) {
        List<Subscriber<?>> subscribers = byType.get(event.getClass());
        if (subscribers == null) {
            Log.d(TAG, "nobody listens for " + event.getClass().getSimpleName());
            return event;
        }
        for (Subscriber<?> subscriber : subscribers) {
            ((Subscriber<E>) subscriber).onEvent(event);
        }
        return event;
    }
}
