package com.hearthlink.security;

import java.util.HashMap;

/** A fixed window per caller UID and tool: perWindow calls every windowMs. */
public final class RateLimiter {
    private final int perWindow;
    private final long windowMs;
    private final HashMap<String, long[]> windows = new HashMap<>();

    public RateLimiter(int perWindow, long windowMs) {
        this.perWindow = perWindow;
        this.windowMs = windowMs;
    }

    public synchronized boolean tryAcquire(int uid, String tool) {
        String key = uid + "/" + tool;
        long now = System.currentTimeMillis();
        long[] window = windows.get(key);
        if (window == null || now - window[0] >= windowMs) {
            windows.put(key, new long[] {now, 1L});
            return true;
        }
        if (window[1] >= perWindow) {
            return false;
        }
        window[1] = window[1] + 1L;
        return true;
    }
}
