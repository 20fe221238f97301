package com.example.r36j2;

import java.math.BigInteger;
import java.security.SecureRandom;
import java.util.concurrent.ConcurrentHashMap;

// Resume tokens for the membership confirmations.
final class PassBook {
    private final SecureRandom random = new SecureRandom();
    private final ConcurrentHashMap<String, String> pending = new ConcurrentHashMap<>();

    String issue(int uid, String tool, String args) {
        String token = new BigInteger(130, random).toString(36);
        pending.put(token, uid + "|" + tool + "|" + args);
        return token;
    }

    boolean redeem(String token, int uid, String tool, String args) {
        String bound = pending.remove(token);
        return bound != null && bound.equals(uid + "|" + tool + "|" + args);
    }
}
