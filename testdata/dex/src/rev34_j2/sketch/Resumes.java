package com.example.r34j2;

import android.os.SystemClock;
import android.util.Base64;
import java.security.SecureRandom;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

// Resume tokens of the confirmation screens; they expire after ten minutes.
final class Resumes {
    private final SecureRandom random = new SecureRandom();
    private final Map<String, Pending> open = new ConcurrentHashMap<>();

    String issue(int uid, String tool, String args) {
        byte[] raw = new byte[24];
        random.nextBytes(raw);
        String token = Base64.encodeToString(raw, Base64.NO_WRAP | Base64.URL_SAFE);
        open.put(token, new Pending(uid, tool, args, SystemClock.elapsedRealtime() + 600_000L));
        return token;
    }

    boolean check(String token, int uid, String tool, String args) {
        Pending p = open.get(token);
        return p != null && p.uid == uid && p.tool.equals(tool) && p.args.equals(args)
                && SystemClock.elapsedRealtime() < p.expiresAt;
    }

    private static final class Pending {
        private final int uid;
        private final String tool;
        private final String args;
        private final long expiresAt;

        private Pending(int uid, String tool, String args, long expiresAt) {
            this.uid = uid;
            this.tool = tool;
            this.args = args;
            this.expiresAt = expiresAt;
        }
    }
}
