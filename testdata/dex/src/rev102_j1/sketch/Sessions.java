package com.laserlog.core;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Session tokens bound to the UID that negotiated them. */
public final class Sessions {
    private final Map<String, Integer> byToken = new ConcurrentHashMap<>();

    public void open(String token, int uid) {
        byToken.put(token, uid);
    }

    public boolean matches(String token, int uid) {
        if (token == null) {
            return false;
        }
        Integer owner = byToken.get(token);
        return owner != null && owner == uid;
    }
}
