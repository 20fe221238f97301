package com.cc;

import java.util.concurrent.ConcurrentHashMap;

/** Negotiated sessions by token. */
final class Registry {
    static final class Entry {
        final int uid;

        Entry(int uid) {
            this.uid = uid;
        }
    }

    private final ConcurrentHashMap<String, Entry> byToken = new ConcurrentHashMap<>();

    Entry get(String token) {
        return token == null ? null : byToken.get(token);
    }

    void put(String token, int uid) {
        byToken.put(token, new Entry(uid));
    }
}
