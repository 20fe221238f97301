package com.example.r30p2;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

final class PendingMerges {
    private final AtomicLong seq = new AtomicLong();
    private final ConcurrentHashMap<String, Pending> open = new ConcurrentHashMap<>();

    String issue(int uid, String args) {
        String token = Long.toHexString(System.nanoTime()) + "-" + seq.incrementAndGet();
        open.put(token, new Pending(uid, args));
        return token;
    }

    Pending take(String token) {
        return open.remove(token);
    }
}
