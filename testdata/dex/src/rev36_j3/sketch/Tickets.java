package com.example.r36j3;

import java.security.SecureRandom;
import java.util.HashMap;
import java.util.Map;

// Resume tokens for claim confirmations.
final class Tickets {
    record Pending(int uid, String args, long expiresAt) {
    }

    private final SecureRandom random = new SecureRandom();
    private final Map<String, Pending> open = new HashMap<>();

    synchronized String issue(int uid, String args) {
        String token = Long.toString(random.nextLong() & Long.MAX_VALUE, 36) + Long.toString(random.nextLong() & Long.MAX_VALUE, 36);
        open.put(token, new Pending(uid, args, System.currentTimeMillis() + 900_000L));
        return token;
    }

    synchronized boolean redeem(String token, int uid, String args) {
        Pending p = open.remove(token);
        return p != null && p.uid() == uid && p.args().equals(args) && p.expiresAt() > System.currentTimeMillis();
    }
}
