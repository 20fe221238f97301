package com.kestrel.ledger.identity;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Caller identities by UID: package lookups and certificate checks are slow, and an assistant calls many times in a
 * row. Least recently used entries are dropped beyond capacity; an entry older than ttlMs is loaded again.
 */
public final class CallerCache {
    /** How a provider turns a UID into an identity. */
    public interface Loader {
        CallerIdentity load(int uid);
    }

    static final class Cached {
        final CallerIdentity identity;
        final long loadedAt;

        Cached(CallerIdentity identity, long loadedAt) {
            this.identity = identity;
            this.loadedAt = loadedAt;
        }
    }

    private final Map<Integer, Cached> entries;
    private final long ttlMs;
    private final Loader loader;

    public CallerCache(int capacity, long ttlMs, Loader loader) {
        this.ttlMs = ttlMs;
        this.loader = loader;
        this.entries = new LinkedHashMap<Integer, Cached>(capacity, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Integer, Cached> eldest) {
                return size() > capacity;
            }
        };
    }

    public synchronized CallerIdentity get(int uid) {
        long now = System.currentTimeMillis();
        Cached entry = entries.get(uid);
        if (entry == null || now - entry.loadedAt >= ttlMs) {
            entry = new Cached(loader.load(uid), now);
            entries.put(uid, entry);
        }
        return entry.identity;
    }

    public synchronized void forget(int uid) {
        entries.remove(uid);
    }
}
