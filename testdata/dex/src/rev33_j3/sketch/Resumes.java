package com.example.r33j3;

import android.util.Base64;
import java.security.SecureRandom;
import java.util.HashMap;
import java.util.Map;

// Single-use resume tokens bound to the caller and the original args.
final class Resumes {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Map<String, String> ARGS = new HashMap<>();
    private static final Map<String, Integer> OWNERS = new HashMap<>();

    private Resumes() {
    }

    static synchronized String issue(int uid, String args) {
        byte[] raw = new byte[24];
        RANDOM.nextBytes(raw);
        String token = Base64.encodeToString(raw, Base64.NO_WRAP | Base64.URL_SAFE);
        ARGS.put(token, args);
        OWNERS.put(token, uid);
        return token;
    }

    static synchronized boolean redeem(String token, int uid, String args) {
        String stored = ARGS.remove(token);
        Integer owner = OWNERS.remove(token);
        return stored != null && owner != null && owner == uid && stored.equals(args);
    }
}
