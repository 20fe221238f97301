package com.lumenhall.hub.state;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.json.JSONArray;
import org.json.JSONObject;

/** The live state of the hub's devices or scenes; observers hear of every change. */
public final class StateStore {
    /** Told of a change; state is null when the entry was removed. */
    public interface Observer {
        void onChanged(String key, JSONObject state);
    }

    private final Map<String, JSONObject> entries = new ConcurrentHashMap<>();
    private final List<Observer> observers = new CopyOnWriteArrayList<>();

    public void observe(Observer observer) {
        observers.add(observer);
    }

    /** Fills the store from the database at start, without telling anyone. */
    public void seed(String key, JSONObject state) {
        entries.put(key, state);
    }

    public JSONObject get(String key) {
        return entries.get(key);
    }

    public void put(String key, JSONObject state) {
        entries.put(key, state);
        changed(key, state);
    }

    public void remove(String key) {
        if (entries.remove(key) != null) {
            changed(key, null);
        }
    }

    /** The entries whose keys start with prefix, in key order. */
    public JSONArray snapshot(String prefix) {
        JSONArray out = new JSONArray();
        for (Map.Entry<String, JSONObject> entry : new TreeMap<>(entries).entrySet()) {
            if (entry.getKey().startsWith(prefix)) {
                out.put(entry.getValue());
            }
        }
        return out;
    }

    private void changed(String key, JSONObject state) {
        for (Observer observer : observers) {
            observer.onChanged(key, state);
        }
    }
}
