package com.example.r34j1;

import android.os.SystemClock;
import android.util.Base64;
import java.security.SecureRandom;
import java.util.HashMap;
import java.util.Map;

// Single-use resume tokens bound to the caller and the original args.
final class Resumes {
    private final SecureRandom random = new SecureRandom();
    private final Map<String, Ticket> open = new HashMap<>();

    synchronized String issue(int uid, String args) {
        byte[] raw = new byte[24];
        random.nextBytes(raw);
        String token = Base64.encodeToString(raw, Base64.NO_WRAP | Base64.URL_SAFE);
        open.put(token, new Ticket(uid, args, SystemClock.elapsedRealtime() + 900_000L));
        return token;
    }

    synchronized boolean redeem(String token, int uid, String args) {
        Ticket t = open.remove(token);
        return t != null && t.uid == uid && t.args.equals(args) && SystemClock.elapsedRealtime() < t.deadline;
    }

    static final class Ticket {
        final int uid;
        final String args;
        final long deadline;

        Ticket(int uid, String args, long deadline) {
            this.uid = uid;
            this.args = args;
            this.deadline = deadline;
        }
    }
}
