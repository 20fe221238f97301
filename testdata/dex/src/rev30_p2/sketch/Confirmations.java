package com.example.r30p2;

import android.util.Base64;
import java.security.SecureRandom;
import java.util.concurrent.ConcurrentHashMap;

final class Confirmations {
    private final SecureRandom random = new SecureRandom();
    private final ConcurrentHashMap<String, Pending> open = new ConcurrentHashMap<>();

    String issue(int uid, String args) {
        byte[] b = new byte[32];
        random.nextBytes(b);
        String token = Base64.encodeToString(b, 11);
        open.put(token, new Pending(uid, args));
        return token;
    }

    boolean redeem(String token, int uid, String args) {
        Pending p = open.remove(token);
        return p != null && p.uid == uid && p.args.equals(args);
    }
}
