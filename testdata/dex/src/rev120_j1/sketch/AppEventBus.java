package com.tallyhouse.bus;

import android.os.Bundle;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The app's in-process event bus: listeners per topic, delivered on the posting thread. */
public final class AppEventBus {
    public interface Listener {
        void onEvent(String topic, Bundle event);
    }

    private final Object lock = new Object();
    private final Map<String, List<Listener>> listeners = new HashMap<String, List<Listener>>();

    private AppEventBus() {
    }

    private static class Holder {
        static final AppEventBus INSTANCE = new AppEventBus();
    }

    public static AppEventBus get() {
        return Holder.INSTANCE;
    }

    public void register(String topic, Listener listener) {
        synchronized (lock) {
            List<Listener> list = listeners.get(topic);
            if (list == null) {
                list = new ArrayList<Listener>();
                listeners.put(topic, list);
            }
            if (!list.contains(listener)) {
                list.add(listener);
            }
        }
    }

    public void unregister(String topic, Listener listener) {
        synchronized (lock) {
            List<Listener> list = listeners.get(topic);
            if (list != null) {
                list.remove(listener);
            }
        }
    }

    /** Delivers to a snapshot of the topic's listeners, outside the lock; returns how many got it. */
    public int post(String topic, Bundle event) {
        Listener[] snapshot;
        synchronized (lock) {
            List<Listener> list = listeners.get(topic);
            if (list == null) {
                return 0;
            }
            snapshot = list.toArray(new Listener[list.size()]);
        }
        for (Listener listener : snapshot) {
            listener.onEvent(topic, event);
        }
        return snapshot.length;
    }
}
