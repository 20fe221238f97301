package com.example.r35j3;

import android.os.SystemClock;
import java.security.SecureRandom;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;

// Session and resume tokens; both remember the UID they were issued to.
final class Tokens {
    private final SecureRandom random = new SecureRandom();
    private final Map<String, Integer> sessions = new HashMap<>();
    private final Map<String, Pending> resumes = new HashMap<>();

    synchronized String openSession(int uid) {
        String token = UUID.randomUUID().toString();
        sessions.put(token, uid);
        return "{\"selected_version\":2,\"session_token\":\"" + token + "\"}";
    }

    synchronized boolean sessionValid(String token, int uid) {
        Integer owner = token == null ? null : sessions.get(token);
        return owner != null && owner == uid;
    }

    synchronized String issueResume(int uid, String args) {
        String token = Long.toHexString(random.nextLong()) + Long.toHexString(random.nextLong());
        resumes.put(token, new Pending(uid, args, SystemClock.elapsedRealtime() + 300_000L));
        return token;
    }

    synchronized boolean redeem(String token, int uid, String args) {
        Pending p = resumes.remove(token);
        return p != null && p.uid == uid && p.args.equals(args) && SystemClock.elapsedRealtime() < p.expires;
    }

    private static final class Pending {
        private final int uid;
        private final String args;
        private final long expires;

        private Pending(int uid, String args, long expires) {
            this.uid = uid;
            this.args = args;
            this.expires = expires;
        }
    }
}
