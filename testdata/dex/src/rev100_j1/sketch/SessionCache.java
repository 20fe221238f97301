package com.mendbook.core;

import java.util.LinkedHashMap;
import java.util.Map;

/** A small synchronized LRU of session token -> the UID that negotiated it. */
public final class SessionCache extends LinkedHashMap<String, Integer> {
    private final int max;

    public SessionCache(int max) {
        super(16, 0.75f, true);
        this.max = max;
    }

    @Override
    protected boolean removeEldestEntry(Map.Entry<String, Integer> eldest) {
        return size() > max;
    }

    public synchronized void remember(String token, int uid) {
        put(token, uid);
    }

    public synchronized Integer lookup(String token) {
        return get(token);
    }
}
