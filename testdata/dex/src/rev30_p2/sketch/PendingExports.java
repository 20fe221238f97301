package com.example.r30p2;

import java.util.HashMap;
import java.util.Map;
import java.util.UUID;

final class PendingExports {
    private final Map<String, Integer> owners = new HashMap<>();

    synchronized String issue(int uid) {
        String token = UUID.randomUUID().toString();
        owners.put(token, uid);
        return token;
    }

    synchronized boolean valid(String token, int uid) {
        Integer owner = owners.get(token);
        return owner != null && owner == uid;
    }
}
