package com.example.tsk;

import java.util.HashMap;
import java.util.Map;
import java.util.UUID;

final class Resumes {
    private final Map<String, Integer> open = new HashMap<>();

    synchronized String issue(int uid) {
        String token = UUID.randomUUID().toString();
        open.put(token, uid);
        return token;
    }

    synchronized boolean take(String token, int uid) {
        Integer owner = open.remove(token);
        return owner != null && owner == uid;
    }
}
