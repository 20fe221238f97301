package com.example.r35j2;

import android.os.SystemClock;
import android.util.Base64;
import java.security.SecureRandom;
import java.util.HashMap;
import java.util.Map;

// Single-use resume tokens, bound to the caller and the exact arguments.
final class Resumes {
    private final SecureRandom random = new SecureRandom();
    private final Map<String, String> pending = new HashMap<>();

    synchronized String issue(int uid, String args) {
        byte[] raw = new byte[24];
        random.nextBytes(raw);
        String token = Base64.encodeToString(raw, Base64.URL_SAFE | Base64.NO_WRAP | Base64.NO_PADDING);
        pending.put(token, uid + "|" + (SystemClock.elapsedRealtime() + 600_000L) + "|" + args);
        return token;
    }

    synchronized boolean redeem(String token, int uid, String args) {
        if (token == null) {
            return false;
        }
        String entry = pending.remove(token);
        if (entry == null) {
            return false;
        }
        String[] parts = entry.split("\\|", 3);
        return Integer.parseInt(parts[0]) == uid
                && SystemClock.elapsedRealtime() < Long.parseLong(parts[1])
                && parts[2].equals(args);
    }
}
